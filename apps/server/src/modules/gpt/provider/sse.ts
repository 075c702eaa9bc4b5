/** One server-sent event: its `event:` name (`message` when absent) and its `data:` lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` as it arrives (WHATWG rules): events end at a blank line; `data:`
 * lines join with `\n`; one space after the colon is dropped; `:` lines are comments; CR, LF and
 * CRLF all end a line, even when a CRLF is split across two chunks. `push` returns the events the
 * chunk completed (a caller that wants an unterminated last event pushes a blank line at the end).
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private sawCr = false;

  push(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.sawCr && text.startsWith('\n')) text = text.slice(1);
    this.sawCr = text.endsWith('\r');
    this.buffer += text;
    const out: SseEvent[] = [];
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) this.line(line, out);
    return out;
  }

  private line(line: string, out: SseEvent[]): void {
    if (line === '') {
      if (this.data.length > 0) out.push({ event: this.event || 'message', data: this.data.join('\n') });
      this.data = [];
      this.event = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
  }
}

/** Writes one event in the stream format (data split over lines so no newline breaks the frame). */
export function sseFrame(event: string, data: string): string {
  return `event: ${event}\n${data
    .split(/\r\n|\r|\n/)
    .map((l) => `data: ${l}`)
    .join('\n')}\n\n`;
}
