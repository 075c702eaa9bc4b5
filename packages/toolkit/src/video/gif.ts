// @ts-expect-error -- gifenc (MIT) ships no typings; GifEnc below types the slice used here.
import * as untypedGifenc from 'gifenc';

type Palette = number[][];
interface GifEnc {
  quantize(
    rgba: Uint8ClampedArray | Uint8Array,
    maxColors: number,
    options?: { format?: 'rgb565' | 'rgb444' },
  ): Palette;
  applyPalette(
    rgba: Uint8ClampedArray | Uint8Array,
    palette: Palette,
    format?: 'rgb565' | 'rgb444',
  ): Uint8Array;
  GIFEncoder(): {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options: { palette?: Palette; delay?: number; repeat?: number; first?: boolean },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
    /** The byte buffer behind the encoder; its `reset` empties it and keeps the encoder's state. */
    stream: { reset(): void };
  };
}
const { GIFEncoder, applyPalette, quantize } = untypedGifenc as GifEnc;

/**
 * One palette for the whole animation (so colours do not flicker from frame to frame): quantised from
 * a sample of up to `sampleFrames` frames spread over the clip, each subsampled to every 4th pixel.
 * Frames are RGBA of one size.
 */
export function gifPalette(frames: readonly Uint8ClampedArray[], colours: number, sampleFrames = 8): Palette {
  const picks: Uint8ClampedArray[] = [];
  const n = Math.min(sampleFrames, frames.length);
  for (let i = 0; i < n; i++) picks.push(frames[Math.floor((i * frames.length) / n)]!);
  const pixels = picks.reduce((sum, f) => sum + Math.ceil(f.length / 16), 0);
  const sample = new Uint8ClampedArray(pixels * 4);
  let o = 0;
  for (const f of picks)
    for (let i = 0; i < f.length; i += 16) {
      sample[o++] = f[i]!;
      sample[o++] = f[i + 1]!;
      sample[o++] = f[i + 2]!;
      sample[o++] = 255;
    }
  return quantize(sample.subarray(0, o), Math.max(2, Math.min(256, colours)));
}

/**
 * A streaming animated GIF writer (loops forever): add frames one at a time with their delay in
 * hundredths of a second, all mapped to the one palette. Each frame's bytes go to `emit` as soon as
 * it is encoded (the header with the first), so the GIF is never held whole; `finish` emits the end.
 */
export function createGifWriter(
  width: number,
  height: number,
  palette: Palette,
  emit: (bytes: Uint8Array) => void,
) {
  const gif = GIFEncoder();
  let first = true;
  // The encoder's buffer is emptied after each piece: `stream.reset()` (gifenc 1.0.3's source) only
  // rewinds the buffer, unlike the encoder's own `reset()`, which would write the header again.
  const flush = () => {
    emit(gif.bytes());
    gif.stream.reset();
  };
  return {
    addFrame(rgba: Uint8ClampedArray, delayCs: number) {
      const index = applyPalette(rgba, palette);
      gif.writeFrame(index, width, height, {
        ...(first ? { palette, repeat: 0 } : {}),
        delay: delayCs * 10,
      });
      first = false;
      flush();
    },
    finish(): void {
      gif.finish();
      flush();
    },
  };
}
