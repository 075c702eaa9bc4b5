import type { Pixels } from '@toolbox/toolkit/image';
import type { Upscaler } from './models.ts';
import { planTiles } from './tiles.ts';

/** Model tile side, in input pixels: about 60 MB of activations for the larger model. */
export const TILE = 256;

/**
 * Overlap kept around each tile's core, in input pixels: beyond the receptive field of the model
 * (about 10 pixels for the ×2 "slim" RDN, 18 for the ×4 "medium" one), so tiles leave no seam.
 */
export const MARGIN: Record<Upscaler['scale'], number> = { 2: 12, 4: 20 };

/** Bilinear enlargement of one 8-bit channel of RGBA pixels (used for the alpha channel). */
function enlargeChannel(src: Pixels, dst: Uint8ClampedArray, scale: number, channel: number): void {
  const { width, height, data } = src;
  const outW = width * scale;
  for (let oy = 0; oy < height * scale; oy++) {
    const sy = Math.min(height - 1, Math.max(0, (oy + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let ox = 0; ox < outW; ox++) {
      const sx = Math.min(width - 1, Math.max(0, (ox + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const a = data[(y0 * width + x0) * 4 + channel]!;
      const b = data[(y0 * width + x1) * 4 + channel]!;
      const c = data[(y1 * width + x0) * 4 + channel]!;
      const d = data[(y1 * width + x1) * 4 + channel]!;
      const top = a + (b - a) * fx;
      const bottom = c + (d - c) * fx;
      dst[(oy * outW + ox) * 4 + channel] = top + (bottom - top) * fy;
    }
  }
}

const hasAlpha = (p: Pixels) => {
  for (let i = 3; i < p.data.length; i += 4) if (p.data[i] !== 255) return true;
  return false;
};

/**
 * Enlarges RGBA pixels `upscaler.scale` times: the colour through the model tile by tile
 * (`onTile(done, total)` after each; a throw there stops the work), the alpha channel, when there
 * is one, bilinearly. `inFlight` tiles are given to the upscaler at once (one per thread of a
 * TilePool); only those are held besides the result, whatever the size of the photo.
 */
export async function enlargePixels(
  image: Pixels,
  upscaler: Upscaler,
  onTile: (done: number, total: number) => Promise<void>,
  tile = TILE,
  inFlight = 1,
): Promise<Pixels> {
  const s = upscaler.scale;
  const { width, height, data } = image;
  const outW = width * s;
  const out = new Uint8ClampedArray(outW * height * s * 4);
  const tiles = planTiles(width, height, tile, MARGIN[s]);
  let next = 0;
  let done = 0;
  let stopped = false;
  const lane = async () => {
    while (!stopped && next < tiles.length) {
      const t = tiles[next++]!;
      const input = new Float32Array(t.width * t.height * 3);
      for (let y = 0; y < t.height; y++)
        for (let x = 0; x < t.width; x++) {
          const from = ((t.y + y) * width + t.x + x) * 4;
          const to = (y * t.width + x) * 3;
          input[to] = data[from]!;
          input[to + 1] = data[from + 1]!;
          input[to + 2] = data[from + 2]!;
        }
      const result = await upscaler.run(input, t.width, t.height);
      const tw = t.width * s;
      const dx = (t.keepX - t.x) * s;
      const dy = (t.keepY - t.y) * s;
      for (let y = 0; y < t.keepHeight * s; y++)
        for (let x = 0; x < t.keepWidth * s; x++) {
          const from = ((dy + y) * tw + dx + x) * 3;
          const to = ((t.keepY * s + y) * outW + t.keepX * s + x) * 4;
          out[to] = result[from]!; // Uint8ClampedArray rounds and clamps to 0..255
          out[to + 1] = result[from + 1]!;
          out[to + 2] = result[from + 2]!;
          out[to + 3] = 255;
        }
      await onTile(++done, tiles.length);
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(inFlight, tiles.length)) }, () =>
    lane().catch((error: unknown) => {
      stopped = true; // the other lanes take no new tile
      throw error;
    }),
  );
  await Promise.all(lanes);
  const result = { data: out, width: outW, height: height * s };
  if (hasAlpha(image)) enlargeChannel(image, out, s, 3);
  return result;
}
