import type { CreateExperimentBody, Experiment } from '@agentdeck/api-client';
import { useCreateExperiment, useExperiment, useExperiments } from '@agentdeck/api-client/hooks';
import { useSWRConfig } from 'swr';
import { logTerm, useRunActivity } from '../../../entities/monitoring';

export const isUnderWay = (experiment: Pick<Experiment, 'status'>) => experiment.status === 'queued' || experiment.status === 'running';

/** The log query of the runs of the experiments under way: their workflows' lines ('' when none runs). */
const runsOfExperiments = (experiments: readonly Experiment[]) =>
  [...new Set(experiments.filter(isUnderWay).map((experiment) => experiment.workflowName))]
    .sort()
    .map((name) => logTerm('workflow', name))
    .join(' OR ');

/** The workspace's experiments, newest first, read again as the runs of those under way go on. */
export function useExperimentList(wid: string) {
  const list = useExperiments({ params: { wid }, query: {} });
  const query = runsOfExperiments(list.data ?? []);
  useRunActivity({ wid, query, isOn: query !== '', onActivity: () => void list.mutate() });
  return list;
}

/** One experiment with its items, read again as its runs go on until it has finished. */
export function useExperimentReport(wid: string, id: string) {
  const report = useExperiment({ params: { wid, id } });
  const query = runsOfExperiments(report.data ? [report.data] : []);
  useRunActivity({ wid, query, isOn: query !== '', onActivity: () => void report.mutate() });
  return report;
}

/** Starts an experiment; the list is read again with it. */
export function useStartExperiment(wid: string) {
  const { trigger, isMutating } = useCreateExperiment();
  const { mutate } = useSWRConfig();
  return {
    isMutating,
    trigger: async (body: CreateExperimentBody) => {
      const experiment = await trigger({ params: { wid }, body });
      await mutate(useExperiments.keyOf({ params: { wid }, query: {} }));
      return experiment;
    },
  };
}
