import type { Request, Response } from 'express';

/** How often an idle stream says it is alive, so proxies and browsers keep it open. */
const HEARTBEAT_MS = 15_000;

/** The least time between two socket writes of a stream while events keep coming (design section 2.2, issue 38). */
const WRITE_EVERY_MS = 10;

export interface EventStream {
  /** Writes one event; false when the client's buffer is full (then wait for `drained()`). */
  send(id: number, event: string, json: string): boolean;
  /** Resolves when the client has taken what was written, or the stream closed. */
  drained(): Promise<void>;
  close(): void;
  readonly isClosed: boolean;
}

export interface EventStreamOptions {
  /** Said at once and then every 15 s while the stream is open; by default a comment. */
  heartbeat?: (stream: EventStream) => void;
  /** Called once when the stream closes, by the server or by the client going away. */
  onClose: () => void;
}

/**
 * Server-sent events over an Express response (design section 2.2): the headers, the event
 * framing, a heartbeat and one close for both ends. The runs' and the logs' streams use it.
 */
export function openEventStream(req: Request, res: Response, { heartbeat, onClose }: EventStreamOptions): EventStream {
  res.status(200).set({ 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
  let isClosed = false;
  let corked = false;
  let lastWriteAt = 0;
  let pending: NodeJS.Timeout | undefined;
  const leave = () => {
    corked = false;
    pending = undefined;
    lastWriteAt = performance.now();
    res.uncork();
  };
  /**
   * What is written until it leaves goes in one socket write: the headers with the events
   * replayed, the events told together, and the events told within WRITE_EVERY_MS of the last
   * write (each write wakes the client; a run's stream had one a commit). An event after a quiet
   * spell leaves at the next tick, and closing the stream sends what is held.
   */
  const hold = () => {
    if (corked) return;
    corked = true;
    res.cork();
    const wait = lastWriteAt + WRITE_EVERY_MS - performance.now();
    if (wait > 0) pending = setTimeout(leave, wait);
    else process.nextTick(leave);
  };
  const beat = () => (heartbeat ? heartbeat(stream) : void res.write(': keep-alive\n\n'));
  const stream: EventStream = {
    send: (id, event, json) => {
      hold();
      return res.write(`id: ${id}\nevent: ${event}\ndata: ${json}\n\n`);
    },
    drained: () =>
      new Promise<void>((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      }),
    close: () => {
      if (isClosed) return;
      isClosed = true;
      clearInterval(timer);
      clearTimeout(pending);
      onClose();
      res.end();
    },
    get isClosed() {
      return isClosed;
    },
  };
  hold();
  res.flushHeaders();
  const timer = setInterval(beat, HEARTBEAT_MS);
  req.on('close', stream.close);
  if (heartbeat) beat();
  return stream;
}
