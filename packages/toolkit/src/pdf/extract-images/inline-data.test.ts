import { describe, expect, it } from 'vitest';
import { findInlineDataEnd } from './inline-data.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('findInlineDataEnd', () => {
  it('takes an "EI" inside binary data only when what follows reads as content', () => {
    // A fake " EI " followed by bytes no content stream holds, then the real end and more operators.
    const data = bytes([0x78, 0x9c], ' EI ', [0x8f, 0x02, 0xff, 0x10], '\nEI Q 0 0 1 rg (x) Tj');
    expect(findInlineDataEnd(data, 0, [], 'FlateDecode')).toEqual({ dataEnd: 10, next: 13 });
    // An unclosed string after the candidate is not content either.
    const unclosed = bytes([1, 2], ' EI (', [0x80, 0x81], '\nEI');
    expect(findInlineDataEnd(unclosed, 0, [], 'DCTDecode')).toEqual({ dataEnd: 9, next: 12 });
  });

  it('uses a known size first, and the end marker of ASCII filters', () => {
    const raw = bytes(' EI Q 1 2', '\nEI');
    expect(findInlineDataEnd(raw, 0, [9], undefined)).toEqual({ dataEnd: 9, next: 12 });
    expect(findInlineDataEnd(raw, 0, [], undefined)).toEqual({ dataEnd: 0, next: 3 });
    const ascii85 = bytes('9jq EI ~>', ' EI');
    expect(findInlineDataEnd(ascii85, 0, [], 'ASCII85Decode')).toEqual({ dataEnd: 9, next: 12 });
  });

  it('lets a decoder check pass over candidates, and finds nothing without an "EI"', () => {
    const data = bytes('ab EI q\n', 'cd EI Q');
    expect(findInlineDataEnd(data, 0, [], 'FlateDecode', (end) => end > 5)).toEqual({
      dataEnd: 10,
      next: 13,
    });
    expect(findInlineDataEnd(bytes('no end here'), 0, [], 'FlateDecode')).toBeNull();
  });
});
