import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Base64Error, decodeBase64, encodeBase64, toDataUrl } from './base64.ts';
import { sniffFileType } from './file-type.ts';

const reasonOf = (text: string) => {
  try {
    decodeBase64(text);
  } catch (error) {
    expect(error).toBeInstanceOf(Base64Error);
    const { position, found, reason } = (error as Base64Error).params;
    expect(reason).toBe((error as Base64Error).reason);
    return { reason: (error as Base64Error).reason, position, found };
  }
  throw new Error('decoded');
};

describe('encodeBase64 / decodeBase64', () => {
  it('match Node for every length around the chunk size, both ways', () => {
    for (const size of [0, 1, 2, 3, 49_151, 49_152, 49_153, 200_000]) {
      const bytes = new Uint8Array(randomBytes(size));
      const encoded = encodeBase64(bytes);
      expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
      if (size) expect(Buffer.from(decodeBase64(encoded).bytes).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('accepts data URLs, line breaks, URL-safe letters and missing padding', () => {
    expect(decodeBase64('data:image/png;base64,iVBORw0K').declaredType).toBe('image/png');
    expect(new TextDecoder().decode(decodeBase64('SGVs\nbG8g\r\nd29y bGQ').bytes)).toBe('Hello world');
    expect(decodeBase64('-_8').bytes).toEqual(new Uint8Array([0xfb, 0xff]));
    expect(new TextDecoder().decode(decodeBase64('data:text/plain,Hello%20%E4%B8%AD').bytes)).toBe(
      'Hello 中',
    );
    expect(toDataUrl('AAAA', '')).toBe('data:application/octet-stream;base64,AAAA');
  });

  it('reports what is wrong and where', () => {
    expect(reasonOf('SGVsbG8*d29ybGQ=')).toEqual({ reason: 'badChar', position: 8, found: '*' });
    expect(reasonOf('data:text/plain;base64,SGV!')).toEqual({ reason: 'badChar', position: 27, found: '!' });
    expect(reasonOf('SGV=sbG8')).toMatchObject({ reason: 'badChar', position: 4, found: '=' });
    expect(reasonOf('SGVsb')).toMatchObject({ reason: 'badLength' });
    expect(reasonOf('  \n')).toMatchObject({ reason: 'empty' });
    expect(reasonOf('中文')).toMatchObject({ reason: 'badChar', position: 1, found: '中' });
  });
});

describe('sniffFileType', () => {
  const bytes = (...parts: Array<string | number[]>) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
  it('recognises common formats from their magic bytes', () => {
    expect(sniffFileType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toMatchObject({
      ext: 'png',
      preview: 'image',
    });
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({ mime: 'image/jpeg' });
    expect(sniffFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toMatchObject({ ext: 'webp' });
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toMatchObject({ ext: 'pdf', preview: 'pdf' });
    expect(sniffFileType(bytes([0, 0, 0, 0x20], 'ftypisom'))).toMatchObject({ ext: 'mp4' });
    expect(sniffFileType(bytes('PK', [3, 4, 20, 0]))).toMatchObject({ ext: 'zip' });
  });

  it('tells text, JSON and SVG from binary', () => {
    expect(sniffFileType(new TextEncoder().encode('hello 世界\n'))).toMatchObject({
      ext: 'txt',
      preview: 'text',
    });
    expect(sniffFileType(new TextEncoder().encode(' {"a": [1]}'))).toMatchObject({ ext: 'json' });
    expect(
      sniffFileType(new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="x"></svg>')),
    ).toMatchObject({
      ext: 'svg',
      preview: 'image',
    });
    expect(sniffFileType(bytes([0, 1, 2, 3, 250, 251]))).toMatchObject({ ext: 'bin', preview: 'none' });
    // A UTF-8 character cut by the 4 KB window is still text.
    const cut = new TextEncoder().encode('中'.repeat(2000));
    expect(sniffFileType(cut)).toMatchObject({ ext: 'txt' });
  });
});
