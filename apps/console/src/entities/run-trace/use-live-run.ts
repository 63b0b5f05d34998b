import { runEventSchema, useApiClient, useRun, type RunEvent } from '@agentdeck/api-client';
import { useEffect, useEffectEvent } from 'react';
import { applyRunEvent, isFinished } from './apply-run-event';
import { readServerSentEvents } from './server-sent-events';

/** How long to wait before reconnecting a stream that broke, doubled per failure up to the last. */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000];

const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * One run with its steps, kept live while it has not finished: its events stream is read with
 * the client's token and workspace, each event updates the cached run, and a broken stream
 * reconnects with `Last-Event-ID` so no event is missed (design section 2.2).
 */
export function useLiveRun(wid: string, runId: string) {
  const client = useApiClient();
  const query = useRun({ params: { wid, runId } });
  const { data: run, mutate } = query;
  const isLive = run !== undefined && !isFinished(run.status);

  const apply = useEffectEvent((event: RunEvent) => {
    void mutate((current) => (current ? applyRunEvent(current, event) : current), { revalidate: false });
  });

  useEffect(() => {
    if (!isLive) return;
    const controller = new AbortController();
    let lastEventId: string | null = null;
    async function follow() {
      for (let failures = 0; !controller.signal.aborted; ) {
        try {
          const response = await client.stream('runs.events', { params: { wid, runId } }, {
            signal: controller.signal,
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
          if (controller.signal.aborted) return;
        }
        const delay = RECONNECT_DELAYS_MS[Math.min(failures++, RECONNECT_DELAYS_MS.length - 1)];
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    void follow();
    return () => controller.abort();
  }, [client, wid, runId, isLive]);

  return query;
}
