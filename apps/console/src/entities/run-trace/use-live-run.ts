import { runEventSchema, useApiClient, useRun, type ApiClient, type RunEvent } from '@agentdeck/api-client';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { applyRunEvent, isFinished } from './apply-run-event';
import { readServerSentEvents } from './server-sent-events';

/** How long to wait before reconnecting a stream that broke, doubled per failure up to the last. */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000];

const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Reads a run's events until it finishes, reconnecting with `Last-Event-ID` when the stream breaks. */
async function follow(client: ApiClient, wid: string, runId: string, apply: (event: RunEvent) => void, signal: AbortSignal) {
  let lastEventId: string | null = null;
  for (let failures = 0; !signal.aborted; ) {
    try {
      const response: Response = await client.stream('runs.events', { params: { wid, runId } }, {
        signal,
        headers: lastEventId ? { 'last-event-id': lastEventId } : {},
      });
      // The run is gone or not this member's: asking again would not change that.
      if (isFinalRefusal(response.status)) return;
      if (!response.ok || !response.body) throw new Error(`The run's events answered ${response.status}`);
      for await (const message of readServerSentEvents(response.body)) {
        const parsed = runEventSchema.safeParse({ id: Number(message.id), event: message.event, data: JSON.parse(message.data) });
        if (!parsed.success) continue;
        lastEventId = message.id;
        failures = 0;
        apply(parsed.data);
        if (parsed.data.event === 'run.finished') return;
      }
    } catch {
      if (signal.aborted) return;
    }
    const delay = RECONNECT_DELAYS_MS[Math.min(failures++, RECONNECT_DELAYS_MS.length - 1)];
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** The streams being read: one per run, however many parts of the page show it (a canvas and its trace). */
const streams = new Map<string, { readers: number; stop: () => void }>();

/**
 * One run with its steps, kept live while it has not finished: its events stream is read with
 * the client's token and workspace, each event updates the cached run, and a broken stream
 * reconnects with `Last-Event-ID` so no event is missed (design section 2.2). Without a run id,
 * nothing is asked.
 */
export function useLiveRun(wid: string, runId: string | undefined) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const query = useRun(runId ? { params: { wid, runId } } : null);
  const run = query.data;
  const isLive = run !== undefined && !isFinished(run.status);

  useEffect(() => {
    if (!isLive || !runId) return;
    const id = `${wid}/${runId}`;
    let stream = streams.get(id);
    if (!stream) {
      const controller = new AbortController();
      const key = useRun.keyOf({ params: { wid, runId } });
      const apply = (event: RunEvent) =>
        void mutate(key, (current?: typeof run) => (current ? applyRunEvent(current, event) : current), { revalidate: false });
      void follow(client, wid, runId, apply, controller.signal);
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
