// The HEIC worker's helper: a second worker, with its own libheif, that decodes the tiles it is given
// while the HEIC worker decodes the rest of the same picture (phones' photos are grids of tiles), so
// a photo decodes on two cores. The tiles' pixels move back without a copy.
import { decodeHeicTiles } from '@toolbox/toolkit/image';
import { exposeWorker } from '../../../../framework/worker-expose.ts';
import type { TileRequest, TileResult } from './tiles.ts';
import { loadLibHeif } from './libheif.ts';

exposeWorker<TileRequest, TileResult>(async ({ bytes, ids, turn }) => {
  const tiles = decodeHeicTiles(await loadLibHeif(), new Uint8Array(bytes), ids, turn);
  if (typeof tiles === 'string') throw Object.assign(new Error('heic_damaged'), { code: 'heic_damaged' });
  return { result: tiles, transfer: tiles.map((t) => t.data.buffer as ArrayBuffer) };
});
