import { describe, expect, it } from 'vitest';
import { gifFrameCount } from '../image/gif-frames.ts';
import { createGifWriter, gifPalette } from './gif.ts';
import { gifFrameTimes } from './plan.ts';

/** A frame with a red-to-blue gradient moving right by `shift` pixels. */
function frame(w: number, h: number, shift: number): Uint8ClampedArray {
  const px = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const v = ((x + shift) % w) / w;
      px[i] = Math.round(255 * v);
      px[i + 1] = Math.round((255 * y) / h);
      px[i + 2] = Math.round(255 * (1 - v));
      px[i + 3] = 255;
    }
  return px;
}

describe('gif', () => {
  it('quantises one palette of at most the asked colours from frames across the clip', () => {
    const frames = [0, 10, 20, 30].map((s) => frame(40, 30, s));
    for (const colours of [32, 64, 256]) {
      const palette = gifPalette(frames, colours);
      expect(palette.length).toBeLessThanOrEqual(colours);
      expect(palette.length).toBeGreaterThan(colours / 4);
    }
  });
  it('writes a looping animation with every frame and its delay, frame by frame', async () => {
    const { delays } = gifFrameTimes(0, 1, 12);
    const frames = delays.map((_, i) => frame(40, 30, i * 3));
    const pieces: Uint8Array[] = [];
    const writer = createGifWriter(40, 30, gifPalette(frames, 64), (piece) => pieces.push(piece));
    frames.forEach((f, i) => writer.addFrame(f, delays[i]!));
    // A piece per frame as it is encoded (the header with the first), then the trailer.
    expect(pieces).toHaveLength(12);
    writer.finish();
    expect(pieces).toHaveLength(13);
    expect(pieces.at(-1)).toEqual(Uint8Array.of(0x3b));
    const bytes = new Uint8Array(await new Blob(pieces).arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 6))).toBe('GIF89a');
    expect(gifFrameCount(bytes)).toBe(12);
    expect(new TextDecoder().decode(bytes)).toContain('NETSCAPE2.0');
    // Graphic control extensions (21 F9 04) carry the delays in hundredths.
    const found: number[] = [];
    for (let i = 0; i + 5 < bytes.length; i++)
      if (bytes[i] === 0x21 && bytes[i + 1] === 0xf9 && bytes[i + 2] === 4)
        found.push(bytes[i + 4]! | (bytes[i + 5]! << 8));
    expect(found).toEqual(delays);
  });
});
