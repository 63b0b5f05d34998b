import type { ApiClient, LogLine } from '@agentdeck/api-client';
import { followEventStream } from '../../lib/follow-event-stream';

export interface LogStreamOptions {
  client: ApiClient;
  wid: string;
  /** The log query the server matches the lines with (design section 3.2). */
  query: string;
  onLine: (line: LogLine) => void;
  onConnection?: (isConnected: boolean) => void;
  signal: AbortSignal;
}

/**
 * Follows the workspace's log tail (`GET …/logs/stream?query=`) until aborted: each matching line
 * as it is written. A dropped stream reconnects with `Last-Event-ID` and receives what it missed,
 * so no line is lost and none comes twice.
 */
export async function followLogStream({ client, wid, query, onLine, onConnection, signal }: LogStreamOptions): Promise<void> {
  // The contract's schema (and zod) load with the first stream, not with the page.
  const { parseLogStreamEvent } = await import('./log-stream-event');
  await followEventStream({
    open: (lastEventId, streamSignal) =>
      client.stream('logs.stream', { params: { wid }, query: { query } }, { signal: streamSignal, headers: lastEventId ? { 'last-event-id': lastEventId } : {} }),
    onEvent: (message) => {
      const event = parseLogStreamEvent(message);
      if (!event) return false;
      if (event.event === 'log') onLine(event.data);
      return true;
    },
    onConnection,
    signal,
  });
}
