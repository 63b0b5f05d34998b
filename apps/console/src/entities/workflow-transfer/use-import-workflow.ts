import { createMutationHook, resourceHooks } from '@agentdeck/api-client/hooks';

/**
 * `POST /workspaces/{wid}/workflows/import`: with `dryRun`, what an import would create and which
 * references it cannot resolve; without, the import itself, after which the list is read again.
 */
export const useImportWorkflow = createMutationHook('workflows.import', (args) =>
  args.body.dryRun ? null : resourceHooks.workflow.listKey(args.params.wid),
);
