import { useApiClient } from '@agentdeck/api-client/hooks';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { followLogStream } from './follow-log-stream';

/** The least time between two reads that lines ask for: a busy workspace writes hundreds a second. */
const MIN_GAP_MS = 500;
/**
 * Reads again this long after the last line: what a run's end updates (an experiment's progress,
 * a batch's count) is saved a moment after the run's last line, which has no line of its own.
 */
const SETTLE_MS = [1_000, 5_000];

export interface RunActivityOptions {
  wid: string;
  /** The log query of the runs followed, such as `workflow:"Claims triage"`. */
  query: string;
  /** Off once nothing followed is under way: the stream closes. */
  isOn: boolean;
  /** Reads the records the runs change again. */
  onActivity: () => void;
}

/**
 * Follows runs by the lines they write (the workspace's log tail, design section 3.2) instead of
 * asking every second: `onActivity` when the stream connects (what changed before it), as lines
 * come (at most once per half second), and twice after they stop.
 */
export function useRunActivity({ wid, query, isOn, onActivity }: RunActivityOptions): void {
  const client = useApiClient();
  const latest = useRef(onActivity);
  useLayoutEffect(() => {
    latest.current = onActivity;
  });

  useEffect(() => {
    if (!isOn) return;
    const controller = new AbortController();
    let lastRead = 0;
    let soon: ReturnType<typeof setTimeout> | undefined;
    let settles: Array<ReturnType<typeof setTimeout>> = [];
    const read = () => {
      soon = undefined;
      lastRead = Date.now();
      latest.current();
    };
    const onLine = () => {
      soon ??= setTimeout(read, Math.max(0, lastRead + MIN_GAP_MS - Date.now()));
      settles.forEach(clearTimeout);
      settles = SETTLE_MS.map((ms) => setTimeout(read, ms));
    };
    void followLogStream({ client, wid, query, onLine, onConnection: (isConnected) => isConnected && read(), signal: controller.signal });
    return () => {
      controller.abort();
      clearTimeout(soon);
      settles.forEach(clearTimeout);
    };
  }, [client, wid, query, isOn]);
}
