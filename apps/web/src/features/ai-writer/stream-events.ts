/** One event of a writer's stream: its name and its JSON data. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * The events of a `text/event-stream` body as they arrive: events end at a blank line, `data:`
 * lines join with a newline, `event:` names them, `:` lines are comments; CR, LF and CRLF all end
 * a line. Each event's data is JSON (the writers' stream sends nothing else).
 */
export async function* streamEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() + '\n\n' : decoder.decode(value, { stream: true });
      // A CR at the very end may be the first half of a CRLF: keep it for the next chunk.
      const cut = buffer.endsWith('\r') && !done ? buffer.length - 1 : buffer.length;
      const lines = buffer.slice(0, cut).split(/\r\n|\r|\n/);
      buffer = lines.pop()! + buffer.slice(cut);
      for (const line of lines) {
        if (line === '') {
          if (data.length) yield { event: event || 'message', data: JSON.parse(data.join('\n')) as unknown };
          event = '';
          data = [];
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const rest = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'data') data.push(rest);
          else if (field === 'event') event = rest;
        }
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
