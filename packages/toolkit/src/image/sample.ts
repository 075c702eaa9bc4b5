import type { Pixels } from './compress-types.ts';

/** Tile edge of the sample mosaic: a multiple of 16 so tiles align with JPEG/WebP macroblocks. */
export const SAMPLE_TILE = 128;
/** Share of the image's tiles copied into the sample: encoding it costs about a sixteenth. */
export const SAMPLE_SHARE = 1 / 16;

/**
 * A small mosaic of tiles taken evenly across the image. Measured on a 12 MP photo, its encoded
 * size × (image area / mosaic area) is within 4–9 % of the full encode's size from quality 20 to 95
 * and drifts only slowly with quality, so once one full encode has calibrated the ratio the sample
 * predicts sizes near the answer at a sixteenth of the cost.
 */
export function sampleMosaic(p: Pixels, tile = SAMPLE_TILE, share = SAMPLE_SHARE): Pixels {
  const cols = Math.floor(p.width / tile);
  const total = cols * Math.floor(p.height / tile);
  const perRow = Math.ceil(Math.sqrt(total * share));
  const perColumn = Math.ceil((total * share) / perRow);
  // A full grid of tiles (rounded up from the share), so the mosaic has no empty corner.
  const count = perRow * perColumn;
  if (count === 0 || count >= total) return p;
  const width = perRow * tile;
  const data = new Uint8ClampedArray(width * perColumn * tile * 4);
  for (let k = 0; k < count; k++) {
    const index = Math.floor(((k + 0.5) * total) / count);
    const sx = (index % cols) * tile;
    const sy = Math.floor(index / cols) * tile;
    const dx = (k % perRow) * tile;
    const dy = Math.floor(k / perRow) * tile;
    for (let y = 0; y < tile; y++) {
      const from = ((sy + y) * p.width + sx) * 4;
      data.set(p.data.subarray(from, from + tile * 4), ((dy + y) * width + dx) * 4);
    }
  }
  return { data, width, height: perColumn * tile };
}
