import type { Pixels } from './compress.ts';
import type { Orientation } from './exif.ts';

/**
 * For each EXIF orientation, where the stored pixel shown at (x, y) sits in the stored image of width w
 * and height h, as index = start + x·dx + y·dy. 5–8 swap width and height: 6 is a phone held upright
 * (turn 90° clockwise to show), 8 the other way round, 3 upside down; 2, 4, 5 and 7 are mirror images.
 */
const WALK: Record<Orientation, (w: number, h: number) => [start: number, dx: number, dy: number]> = {
  1: (w) => [0, 1, w],
  2: (w) => [w - 1, -1, w], // mirrored left-right
  3: (w, h) => [(h - 1) * w + w - 1, -1, -w], // half a turn
  4: (w, h) => [(h - 1) * w, 1, -w], // mirrored top-bottom
  5: (w) => [0, w, 1], // transposed
  6: (w, h) => [(h - 1) * w, -w, 1], // a quarter turn clockwise
  7: (w, h) => [(h - 1) * w + w - 1, -w, -1], // transversed
  8: (w) => [w - 1, w, -1], // a quarter turn anticlockwise
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
  const [start, dx, dy] = WALK[orientation](w, h);
  for (let y = 0, out = 0; y < height; y++) {
    for (let x = 0, at = start + y * dy; x < width; x++, at += dx) to[out++] = from[at]!;
  }
  return { data, width, height };
}
