import type { LogLine } from '@agentdeck/api-client';
import { useApiClient } from '@agentdeck/api-client/hooks';
import { useEffect, useRef, useState } from 'react';
import { followLogStream } from '../../../entities/monitoring';

/** The seconds over which the tail's rate is counted. */
const RATE_WINDOW_S = 10;

export interface LogTail {
  /** Every line received since the tail started, oldest first. */
  lines: LogLine[];
  /** Lines per second over the last ten seconds. */
  rate: number;
  isConnected: boolean;
}

/**
 * The live tail of a query (design section 3.2): the stream's lines as they are written, matched
 * by the server, none lost or doubled across a reconnection. Lines arriving together are shown
 * together, once a frame.
 */
export function useLogTail(wid: string, query: string, isOn: boolean): LogTail {
  const client = useApiClient();
  const [lines, setLines] = useState<LogLine[]>([]);
  const [isConnected, setConnected] = useState(false);
  const [rate, setRate] = useState(0);
  const arrivals = useRef<number[]>([]);

  useEffect(() => {
    if (!isOn) return;
    arrivals.current = [];
    const controller = new AbortController();
    let pending: LogLine[] = [];
    let frame: number | undefined;
    const flush = () => {
      frame = undefined;
      const batch = pending;
      pending = [];
      setLines((current) => [...current, ...batch]);
    };
    void followLogStream({
      client,
      wid,
      query,
      onLine: (line) => {
        pending.push(line);
        arrivals.current.push(Date.now());
        frame ??= requestAnimationFrame(flush);
      },
      onConnection: setConnected,
      signal: controller.signal,
    });
    const ticker = setInterval(() => {
      const since = Date.now() - RATE_WINDOW_S * 1000;
      arrivals.current = arrivals.current.filter((at) => at > since);
      setRate(arrivals.current.length / RATE_WINDOW_S);
    }, 1000);
    return () => {
      controller.abort();
      clearInterval(ticker);
      if (frame !== undefined) cancelAnimationFrame(frame);
      // The next tail (another query, or on again) starts empty.
      setLines([]);
      setConnected(false);
      setRate(0);
    };
  }, [client, wid, query, isOn]);

  return { lines, rate, isConnected };
}
