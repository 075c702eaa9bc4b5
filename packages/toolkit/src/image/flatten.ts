import type { Pixels } from './compress-types.ts';

/** An opaque colour as red, green and blue 0..255. */
export type Rgb = readonly [number, number, number];

/** '#rgb' or '#rrggbb' (any case) as RGB; null for anything else. */
export function parseHexColour(text: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** True when any pixel is less than fully opaque. */
export function hasTransparency(pixels: Pixels): boolean {
  const { data } = pixels;
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
  return false;
}

/**
 * The pixels composited over an opaque colour (alpha blended, result fully opaque). With `keepClear`,
 * fully transparent pixels stay transparent (for GIF, whose one bit of transparency can keep them).
 */
export function flattenOnto(pixels: Pixels, colour: Rgb, keepClear = false): Pixels {
  const src = pixels.data;
  const data = new Uint8ClampedArray(src.length);
  const [r, g, b] = colour;
  for (let i = 0; i < src.length; i += 4) {
    const a = src[i + 3]!;
    if (a === 255) {
      data[i] = src[i]!;
      data[i + 1] = src[i + 1]!;
      data[i + 2] = src[i + 2]!;
      data[i + 3] = 255;
    } else if (a === 0 && keepClear) {
      data[i + 3] = 0;
    } else {
      const k = a / 255;
      data[i] = src[i]! * k + r * (1 - k);
      data[i + 1] = src[i + 1]! * k + g * (1 - k);
      data[i + 2] = src[i + 2]! * k + b * (1 - k);
      data[i + 3] = 255;
    }
  }
  return { data, width: pixels.width, height: pixels.height };
}
