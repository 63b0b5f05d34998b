import { readServerSentEvents, type ServerSentEvent } from './server-sent-events';

/** How long to wait before reconnecting a stream that broke, doubled per failure up to the last. */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000];

const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export interface FollowOptions {
  /** Opens the stream, resuming after the last event read (`after` the first time). */
  open: (lastEventId: string | null, signal: AbortSignal) => Promise<Response>;
  /** The id of the last event the caller already has (a record read with it), if any. */
  after?: string | null;
  /** Handles one event; answering 'done' ends the stream for good. False skips an event it could not read. */
  onEvent: (event: ServerSentEvent) => 'done' | boolean;
  /** Told when the stream is connected (true) and when it broke and waits to reconnect (false). */
  onConnection?: (isConnected: boolean) => void;
  signal: AbortSignal;
}

/**
 * Reads a server-sent events stream until it is done or aborted, reconnecting with
 * `Last-Event-ID` after a drop (with backoff) so no event is lost and none is read twice. A
 * refusal that asking again would not change (a 4xx other than 408 and 429) ends it.
 */
export async function followEventStream({ open, after = null, onEvent, onConnection, signal }: FollowOptions): Promise<void> {
  let lastEventId = after;
  for (let failures = 0; !signal.aborted; ) {
    try {
      const response = await open(lastEventId, signal);
      if (isFinalRefusal(response.status)) return;
      if (!response.ok || !response.body) throw new Error(`The stream answered ${response.status}`);
      onConnection?.(true);
      for await (const message of readServerSentEvents(response.body)) {
        const outcome = onEvent(message);
        if (outcome === false) continue;
        if (message.id !== null) lastEventId = message.id;
        failures = 0;
        if (outcome === 'done') return;
      }
    } catch {
      if (signal.aborted) return;
    }
    onConnection?.(false);
    const delay = RECONNECT_DELAYS_MS[Math.min(failures++, RECONNECT_DELAYS_MS.length - 1)];
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
