import type { CreateExperimentBody, Experiment } from '@agentdeck/api-client';
import { useCreateExperiment, useExperiment, useExperiments } from '@agentdeck/api-client/hooks';
import { useSWRConfig } from 'swr';

/** How often an experiment still running is read again. */
export const PROGRESS_POLL_MS = 1000;

export const isUnderWay = (experiment: Pick<Experiment, 'status'>) => experiment.status === 'queued' || experiment.status === 'running';

/** The workspace's experiments, newest first, read again while one runs. */
export function useExperimentList(wid: string) {
  return useExperiments(
    { params: { wid }, query: {} },
    { refreshInterval: (list?: Experiment[]) => (list?.some(isUnderWay) ? PROGRESS_POLL_MS : 0) },
  );
}

/** One experiment with its items, read again until it has finished. */
export function useExperimentReport(wid: string, id: string) {
  return useExperiment(
    { params: { wid, id } },
    { refreshInterval: (experiment?: Experiment) => (experiment && isUnderWay(experiment) ? PROGRESS_POLL_MS : 0) },
  );
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
