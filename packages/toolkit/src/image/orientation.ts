import type { Pixels } from './compress.ts';
import type { Orientation } from './exif.ts';

/**
 * For each EXIF orientation, where the stored pixel shown at (x, y) comes from, given the stored
 * width w and height h. 5–8 swap width and height: 6 is a phone held upright (turn 90° clockwise to
 * show), 8 the other way round, 3 upside down; 2, 4, 5 and 7 are their mirror images.
 */
const SOURCE: Record<Orientation, (x: number, y: number, w: number, h: number) => [number, number]> = {
  1: (x, y) => [x, y],
  2: (x, y, w) => [w - 1 - x, y],
  3: (x, y, w, h) => [w - 1 - x, h - 1 - y],
  4: (x, y, _w, h) => [x, h - 1 - y],
  5: (x, y) => [y, x],
  6: (x, y, _w, h) => [y, h - 1 - x],
  7: (x, y, w, h) => [w - 1 - y, h - 1 - x],
  8: (x, y, w) => [w - 1 - y, x],
};

/** The pixels as a viewer shows them: turned and mirrored as the orientation says (1 = unchanged). */
export function orientPixels(pixels: Pixels, orientation: Orientation): Pixels {
  if (orientation === 1) return pixels;
  const { width: w, height: h } = pixels;
  const swap = orientation >= 5;
  const width = swap ? h : w;
  const height = swap ? w : h;
  // One 32-bit word per RGBA pixel; a view needs 4-byte alignment, which a copy always has.
  const src = pixels.data.byteOffset % 4 === 0 ? pixels.data : pixels.data.slice();
  const from = new Uint32Array(src.buffer, src.byteOffset, w * h);
  const data = new Uint8ClampedArray(width * height * 4);
  const to = new Uint32Array(data.buffer);
  const source = SOURCE[orientation];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = source(x, y, w, h);
      to[y * width + x] = from[sy * w + sx]!;
    }
  }
  return { data, width, height };
}
