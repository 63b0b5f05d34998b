import { useRunBatch } from '@agentdeck/api-client/hooks';
import { useRunActivity } from '../../../entities/monitoring';

/**
 * A batch of re-runs (`GET …/run-batches/{id}`), read again as its replays write their lines
 * (every line of the workspace: a batch may re-run runs of many workflows) until it has finished.
 */
export function useFollowedRunBatch(wid: string, id: string | undefined) {
  const batch = useRunBatch(id ? { params: { wid, id } } : null, { shouldRetryOnError: false });
  useRunActivity({ wid, query: '', isOn: batch.data?.status === 'running', onActivity: () => void batch.mutate() });
  return batch;
}
