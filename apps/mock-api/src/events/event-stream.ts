import type { Request, Response } from 'express';

/** How often an idle stream says it is alive, so proxies and browsers keep it open. */
const HEARTBEAT_MS = 15_000;

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
  /** What is written until the next tick leaves in one write: the headers with the events replayed, the events told together. */
  const corkUntilNextTick = () => {
    if (corked) return;
    corked = true;
    res.cork();
    process.nextTick(() => {
      corked = false;
      res.uncork();
    });
  };
  const beat = () => (heartbeat ? heartbeat(stream) : void res.write(': keep-alive\n\n'));
  const stream: EventStream = {
    send: (id, event, json) => {
      corkUntilNextTick();
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
      onClose();
      res.end();
    },
    get isClosed() {
      return isClosed;
    },
  };
  corkUntilNextTick();
  res.flushHeaders();
  const timer = setInterval(beat, HEARTBEAT_MS);
  req.on('close', stream.close);
  if (heartbeat) beat();
  return stream;
}
