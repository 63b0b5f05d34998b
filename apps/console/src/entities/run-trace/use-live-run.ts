import { runEventSchema, type ApiClient, type RunEvent } from '@agentdeck/api-client';
import { useApiClient, useRun } from '@agentdeck/api-client/hooks';
import { useEffect, useEffectEvent } from 'react';
import { useSWRConfig } from 'swr';
import { applyRunEvent, isFinished } from './apply-run-event';
import { followEventStream } from '../../lib/follow-event-stream';

/**
 * Reads a run's events after `after` (the last one the run was read with) until it finishes,
 * reconnecting with `Last-Event-ID` when the stream breaks.
 */
function follow(client: ApiClient, wid: string, runId: string, after: number, apply: (event: RunEvent) => void, signal: AbortSignal) {
  return followEventStream({
    after: after > 0 ? String(after) : null,
    open: (lastEventId) =>
      client.stream('runs.events', { params: { wid, runId } }, { signal, headers: lastEventId ? { 'last-event-id': lastEventId } : {} }),
    onEvent: (message) => {
      const parsed = runEventSchema.safeParse({ id: Number(message.id), event: message.event, data: JSON.parse(message.data) });
      if (!parsed.success) return false;
      apply(parsed.data);
      return parsed.data.event === 'run.finished' ? 'done' : true;
    },
    signal,
  });
}

/** The streams being read: one per run, however many parts of the page show it (a canvas and its trace). */
const streams = new Map<string, { readers: number; stop: () => void }>();

/**
 * One run with its steps, kept live while it has not finished: its events stream is read with
 * the client's token and workspace from the run's last event on (`lastEventId`, so nothing it was
 * read with is sent again), each event updates the cached run, and a broken stream reconnects
 * with `Last-Event-ID` so no event is missed (design section 2.2). Without a run id,
 * nothing is asked.
 */
export function useLiveRun(wid: string, runId: string | undefined) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const query = useRun(runId ? { params: { wid, runId } } : null);
  const run = query.data;
  const isLive = run !== undefined && !isFinished(run.status);
  // Read when the stream opens, not a reason to open it again.
  const lastEventIdNow = useEffectEvent(() => run?.lastEventId ?? 0);

  useEffect(() => {
    if (!isLive || !runId) return;
    const id = `${wid}/${runId}`;
    let stream = streams.get(id);
    if (!stream) {
      const controller = new AbortController();
      const key = useRun.keyOf({ params: { wid, runId } });
      const apply = (event: RunEvent) =>
        void mutate(key, (current?: typeof run) => (current ? applyRunEvent(current, event) : current), { revalidate: false });
      // The run was read with its last event's id: the stream sends only what came after it.
      void follow(client, wid, runId, lastEventIdNow(), apply, controller.signal);
      stream = { readers: 0, stop: () => controller.abort() };
      streams.set(id, stream);
    }
    const reading = stream;
    reading.readers += 1;
    return () => {
      reading.readers -= 1;
      if (reading.readers > 0) return;
      reading.stop();
      streams.delete(id);
    };
  }, [client, mutate, wid, runId, isLive]);

  return query;
}
