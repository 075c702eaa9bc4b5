import { describe, expect, it } from 'vitest';
import { SseParser, sseFrame } from './sse.ts';

describe('SseParser', () => {
  it('joins data lines, names events, skips comments, and drops one space after the colon', () => {
    const p = new SseParser();
    expect(p.push(': ping\n\nevent: delta\ndata:  two spaces\ndata:x\n\ndata: [DONE]\n\n')).toEqual([
      { event: 'delta', data: ' two spaces\nx' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it('finds events across chunk boundaries, with CRLF split between two chunks', () => {
    const p = new SseParser();
    expect(p.push('data: {"a"')).toEqual([]);
    expect(p.push(':1}\r')).toEqual([]);
    expect(p.push('\n\r')).toEqual([{ event: 'message', data: '{"a":1}' }]);
    // The LF after that CR belongs to it: no second, empty line (which would end an event early).
    expect(p.push('\ndata: b\r\n')).toEqual([]);
    expect(p.push('\r\n')).toEqual([{ event: 'message', data: 'b' }]);
  });

  it('ignores a blank line with no data (no empty event)', () => {
    expect(new SseParser().push('\n\n\nevent: x\n\n')).toEqual([]);
  });

  it('writes frames the parser reads back, newlines in the data included', () => {
    const text = 'line one\nline two\r\nthree';
    expect(new SseParser().push(sseFrame('delta', text))).toEqual([
      { event: 'delta', data: 'line one\nline two\nthree' },
    ]);
  });
});
