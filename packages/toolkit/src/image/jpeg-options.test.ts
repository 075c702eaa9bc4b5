import { describe, expect, it } from 'vitest';
import { loadNodeCodecs } from './codecs-node.ts';
import { DEFAULT_QUALITY } from './encode.ts';
import { photo } from './test-photos-node.ts';

/** Each component's sampling factors from the JPEG frame header, e.g. ['2x2', '1x1', '1x1']. */
function samplingFactors(bytes: Uint8Array): string[] {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      const components = bytes[at + 9]!;
      return Array.from({ length: components }, (_, c) => {
        const factors = bytes[at + 11 + c * 3]!;
        return `${factors >> 4}x${factors & 15}`;
      });
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}

describe('MozJPEG options', () => {
  it('halves chroma both ways (4:2:0) below quality 90, also in the 80s where MozJPEG alone picks 4:2:2', async () => {
    const { encoders } = await loadNodeCodecs();
    const pixels = await photo('board-photo.jpg');
    for (const quality of [60, 80, DEFAULT_QUALITY, 89])
      expect(samplingFactors(await encoders.jpeg(pixels, quality))).toEqual(['2x2', '1x1', '1x1']);
  });

  it('keeps full-resolution chroma (4:4:4) from quality 90', async () => {
    const { encoders } = await loadNodeCodecs();
    const pixels = await photo('board-photo.jpg');
    for (const quality of [90, 99])
      expect(samplingFactors(await encoders.jpeg(pixels, quality))).toEqual(['1x1', '1x1', '1x1']);
  });

  it('keeps full-resolution chroma at any quality when asked (drawn coloured marks)', async () => {
    const { encoders } = await loadNodeCodecs();
    const pixels = await photo('board-photo.jpg');
    expect(samplingFactors(await encoders.jpeg(pixels, 70, true))).toEqual(['1x1', '1x1', '1x1']);
  });
});
