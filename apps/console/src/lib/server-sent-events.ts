/** One server-sent event as it arrived: its `id`, `event` name and `data` text. */
export interface ServerSentEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream body into events (the WHATWG format: fields per line, a blank line
 * ends an event, lines starting with ':' are comments), until the stream ends.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let fields: ServerSentEvent = { id: null, event: 'message', data: '' };
  let hasData = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (hasData) yield fields;
          fields = { id: null, event: 'message', data: '' };
          hasData = false;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (name === 'data') {
          fields.data = hasData ? `${fields.data}\n${value}` : value;
          hasData = true;
        } else if (name === 'event') fields.event = value;
        else if (name === 'id') fields.id = value;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
