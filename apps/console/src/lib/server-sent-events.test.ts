import { describe, expect, it } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './server-sent-events';

/** A body that arrives in the chunks given, split wherever they split. */
const bodyOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const readAll = async (body: ReadableStream<Uint8Array>) => {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(body)) events.push(event);
  return events;
};

describe('readServerSentEvents', () => {
  it('reads id, event and data of each event, across chunks that split lines anywhere', async () => {
    expect(await readAll(bodyOf('id: 1\nevent: step.sta', 'rted\ndata: {"a":1}\n', '\nid: 2\nevent: log\ndata: x\n\n'))).toEqual([
      { id: '1', event: 'step.started', data: '{"a":1}' },
      { id: '2', event: 'log', data: 'x' },
    ]);
  });

  it('skips comments (keep-alives) and joins data lines with a new line', async () => {
    expect(await readAll(bodyOf(': keep-alive\n\ndata: one\ndata: two\n\n'))).toEqual([{ id: null, event: 'message', data: 'one\ntwo' }]);
  });

  it('reads CRLF line ends and drops an event the stream cut before its blank line', async () => {
    expect(await readAll(bodyOf('id: 3\r\nevent: run.finished\r\ndata: {}\r\n\r\nid: 4\r\ndata: half'))).toEqual([
      { id: '3', event: 'run.finished', data: '{}' },
    ]);
  });
});
