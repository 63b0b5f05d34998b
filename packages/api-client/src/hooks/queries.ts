import { resourceKeys, type ResourceKey } from '../routes';
import { createMutationHook, createQueryHook, createResourceHooks } from './factory';

type ResourceHooks = { [K in ResourceKey]: ReturnType<typeof createResourceHooks<K>> };

/** useList, useCreate, useUpdate and useDelete for each of the 21 resources, from one factory. */
export const resourceHooks = Object.fromEntries(resourceKeys.map((key) => [key, createResourceHooks(key)])) as ResourceHooks;

// The identity and workspace checks guard every page: a passing outage must not read as
// 'signed out' or 'no such workspace', so they ride out transient failures before reporting one.
export const useMe = createQueryHook('auth.me', { retry: {} });
export const useWorkspaces = createQueryHook('workspaces.list');
export const useFindWorkspace = createQueryHook('workspaces.find', { retry: {} });
export const usePlatformConfig = createQueryHook('platform.config');
export const usePlatformUsage = createQueryHook('platform.usage');
export const useUsage = createQueryHook('usage.workspace');
export const useConfigurations = createQueryHook('configurations.list');
export const useIntellisense = createQueryHook('promptTemplate.intellisense');
export const useUsedBy = createQueryHook('records.usedBy');
export const useMcpTools = createQueryHook('chatbot.mcpTools');
export const useLearnings = createQueryHook('learnings.list');
export const useFeedbackKey = createQueryHook('feedbackKeys.get');
export const useSaveConfiguration = createMutationHook('configurations.save', (args) => [
  args.params.wid,
  '/workspaces/:wid/configurations',
  { params: { wid: args.params.wid } },
]);
export const useEnhancePrompt = createMutationHook('promptTemplate.enhance');
export const useIssueFeedbackKey = createMutationHook('feedbackKeys.issue');
export const useLogin = createMutationHook('auth.login');
export const useLogout = createMutationHook('auth.logout');

// Workflows: one workflow with its draft (the list has none), versions, diff and check read; publish
// and restore change the draft or the history.
export const useWorkflow = createQueryHook('workflows.get');
export const useWorkflowVersions = createQueryHook('workflows.versions');
export const useWorkflowVersion = createQueryHook('workflows.version');
export const useWorkflowDiff = createQueryHook('workflows.diff');
export const useWorkflowCheck = createQueryHook('workflows.check');
export const usePublishWorkflow = createMutationHook('workflows.publish', (args) =>
  useWorkflowVersions.keyOf({ params: { wid: args.params.wid, id: args.params.id } }),
);
export const useRestoreWorkflowVersion = createMutationHook('workflows.restore');

// Runs (design section 2.2): the list, the per-workflow summary and one run read; start, cancel and resume change a run.
// A run's events are a stream, read with `fetch` (see `runs.events`), not through SWR.
export const useRuns = createQueryHook('runs.list');
export const useRunSummary = createQueryHook('runs.summary');
export const useRun = createQueryHook('runs.get');
export const useStartRun = createMutationHook('runs.start');
export const useCancelRun = createMutationHook('runs.cancel');
export const useResumeRun = createMutationHook('runs.resume');
// Re-run, compare and re-run many (design section 2.1c): a replay is a run, so `useRun` reads it; a batch is polled with `useRunBatch`.
export const useRunComparison = createQueryHook('runs.compare');
export const useReplayRun = createMutationHook('runs.replay');
export const useRunBatch = createQueryHook('runBatches.get');
export const useCreateRunBatch = createMutationHook('runBatches.create');
// Environments, promotion and canary (design section 1.6): a pending move is followed by polling `useEnvironmentHistory` (its experiment by `useExperiment`).
export const useEnvironments = createQueryHook('environments.list');
export const useEnvironmentHistory = createQueryHook('environments.history');
export const useCreateEnvironment = createMutationHook('environments.create');
export const useMoveEnvironment = createMutationHook('environments.move');
export const useDeleteEnvironment = createMutationHook('environments.delete');
// Logging and metrics (design sections 3.2 and 3.3). The live tail is a stream, read with `fetch` (see `logs.stream`).
export const useLogs = createQueryHook('logs.list');
export const useLogContext = createQueryHook('logs.context');
export const useMetrics = createQueryHook('metrics.workspace');
// Data lineage (design section 3.4).
export const useLineage = createQueryHook('lineage.graph');
// Testing studio (design section 3.5). A dataset change makes a version: the page revalidates the dataset's items, versions and the list.
export const useDatasets = createQueryHook('datasets.list');
export const useDatasetItems = createQueryHook('datasets.items');
export const useDatasetVersions = createQueryHook('datasets.versions');
export const useCreateDataset = createMutationHook('datasets.create');
export const useUpdateDataset = createMutationHook('datasets.update');
export const useDeleteDataset = createMutationHook('datasets.delete');
export const useAddDatasetItems = createMutationHook('datasets.addItems');
export const useUpdateDatasetItem = createMutationHook('datasets.updateItem');
export const useDeleteDatasetItem = createMutationHook('datasets.deleteItem');
export const useImportDataset = createMutationHook('datasets.import');
export const useExperiments = createQueryHook('experiments.list');
export const useExperiment = createQueryHook('experiments.get');
export const useExperimentGate = createQueryHook('experiments.gate');
export const useCreateExperiment = createMutationHook('experiments.create');
export const useBrokerMessages = createQueryHook('brokerMessages.list');
export const usePublishBrokerMessage = createMutationHook('brokerMessages.publish');
