// @ts-expect-error -- gifenc (MIT) ships no typings; GifEnc below types the slice used here.
import * as untypedGifenc from 'gifenc';
import type { Pixels } from './compress-types.ts';
import { flattenOnto, hasTransparency, type Rgb } from './flatten.ts';

type Palette = number[][];
type Format = 'rgb565' | 'rgb444' | 'rgba4444';
interface GifEnc {
  quantize(rgba: Uint8ClampedArray, maxColors: number, options?: { format?: Format }): Palette;
  applyPalette(rgba: Uint8ClampedArray, palette: Palette, format?: Format): Uint8Array;
  GIFEncoder(): {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options: { palette: Palette; transparent?: boolean; transparentIndex?: number },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
  };
}
const { GIFEncoder, applyPalette, quantize } = untypedGifenc as GifEnc;

/**
 * One GIF frame of at most 256 colours (gifenc's median-cut palette, nearest-colour mapping, no
 * dithering). GIF keeps one bit of transparency: pixels fully clear stay clear, half-clear ones are
 * flattened onto `background` first.
 */
export function encodeGif(pixels: Pixels, background: Rgb = [255, 255, 255]): Uint8Array {
  const clear = hasTransparency(pixels);
  const flat = flattenOnto(pixels, background, true);
  const gif = GIFEncoder();
  if (!clear) {
    const palette = quantize(flat.data, 256);
    gif.writeFrame(applyPalette(flat.data, palette), flat.width, flat.height, { palette });
  } else {
    // One palette slot is kept for "clear": quantise the rest to 255 colours, then map clear pixels to it.
    const palette = quantize(flat.data, 255, { format: 'rgb565' });
    const index = applyPalette(flat.data, palette);
    const clearIndex = palette.length;
    for (let p = 0, i = 3; i < flat.data.length; p++, i += 4) if (flat.data[i] === 0) index[p] = clearIndex;
    gif.writeFrame(index, flat.width, flat.height, {
      palette: [...palette, [0, 0, 0]],
      transparent: true,
      transparentIndex: clearIndex,
    });
  }
  gif.finish();
  return gif.bytes();
}
