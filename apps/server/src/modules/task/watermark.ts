/**
 * A tiled, slanted text watermark drawn straight onto RGBA pixels: the words are set in a small
 * built-in 5x7 bitmap font, scaled to the image, repeated on a rotated grid and blended in, so no
 * font, canvas or native library is needed. One pass over the pixels (a 12 MP photo takes well
 * under a second).
 */

const glyphs: Record<string, string[]> = {
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  I: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '#####'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

export const WATERMARK_TEXT = 'TOOLBOX PREVIEW';

/** The text as a bitmap: 1 where ink is, 6 columns per letter (one of spacing). */
function textMask(text: string): { width: number; height: number; ink: Uint8Array } {
  const width = text.length * 6;
  const height = 7;
  const ink = new Uint8Array(width * height);
  [...text].forEach((char, i) => {
    const rows = glyphs[char] ?? glyphs[' ']!;
    rows.forEach((row, y) => {
      for (let x = 0; x < 5; x++) if (row[x] === '#') ink[y * width + i * 6 + x] = 1;
    });
  });
  return { width, height, ink };
}

/**
 * Draws the watermark over `pixels` (RGBA, row-major) in place: white letters with a dark edge
 * at 45 % opacity, rotated 30°, tiled across the whole picture.
 */
export function drawWatermark(
  pixels: Uint8Array,
  width: number,
  height: number,
  text = WATERMARK_TEXT,
): void {
  const mask = textMask(text);
  // Letters about 1/40 of the larger side tall, at least 2 pixels per font cell.
  const cell = Math.max(2, Math.round(Math.max(width, height) / 40 / 7));
  const tileW = (mask.width + 8) * cell;
  const tileH = (mask.height + 10) * cell;
  const angle = (-30 * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const inkAt = (u: number, v: number): boolean => {
    // Alternate rows shift by half a tile, so the words do not line up in columns.
    const row = Math.floor(v / tileH);
    const tu = (((u + (row & 1 ? tileW / 2 : 0)) % tileW) + tileW) % tileW;
    const tv = ((v % tileH) + tileH) % tileH;
    const mx = Math.floor(tu / cell);
    const my = Math.floor(tv / cell);
    return mx < mask.width && my < mask.height && mask.ink[my * mask.width + mx] === 1;
  };
  // The pattern repeats every tileW along u and every two rows (2 * tileH) along v: paint one
  // period once (2 ink, 1 shadow), then each pixel is a table look-up.
  const periodV = 2 * tileH;
  const period = new Uint8Array(tileW * periodV);
  for (let pv = 0; pv < periodV; pv++) {
    for (let pu = 0; pu < tileW; pu++) {
      if (inkAt(pu, pv)) period[pv * tileW + pu] = 2;
      else if (inkAt(pu - cell / 2, pv - cell / 2)) period[pv * tileW + pu] = 1; // readable on light and dark
    }
  }
  // Keeps u and v positive so integer truncation is a floor.
  const offsetU = Math.ceil((height + tileW) / tileW) * tileW;
  const offsetV = Math.ceil((width + periodV) / periodV) * periodV;
  const alpha = 0.45;
  const keep = 1 - alpha;
  for (let y = 0; y < height; y++) {
    // u, v: the pixel in the rotated frame, stepped along the row instead of recomputed.
    let u = -y * sin + offsetU;
    let v = y * cos + offsetV;
    for (let x = 0; x < width; x++, u += cos, v += sin) {
      const mark = period[((v | 0) % periodV) * tileW + ((u | 0) % tileW)]!;
      if (mark === 0) continue;
      const color = mark === 2 ? 255 * alpha : 40 * alpha;
      const i = (y * width + x) * 4;
      pixels[i] = pixels[i]! * keep + color + 0.5;
      pixels[i + 1] = pixels[i + 1]! * keep + color + 0.5;
      pixels[i + 2] = pixels[i + 2]! * keep + color + 0.5;
      if (pixels[i + 3]! < 255) pixels[i + 3] = Math.max(pixels[i + 3]!, 255 * alpha);
    }
  }
}
