// The HEIC worker's side of its helper (tile-worker.ts): one helper worker, started with the first
// grid photo and stopped when idle, as every tool worker is.
import type { HeicTile, TileHelper } from '@toolbox/toolkit/image';
import { createWorkerBridge } from '../../../../framework/worker-bridge.ts';

export interface TileRequest {
  /** The whole HEIC file (a copy: the HEIC worker keeps its own). */
  bytes: ArrayBuffer;
  ids: number[];
  /** Anticlockwise quarter turns to give each tile (the picture's irot). */
  turn: number;
}
export type TileResult = HeicTile[];

const helper = createWorkerBridge<TileRequest, TileResult>(
  () => new Worker(new URL('./tile-worker.ts', import.meta.url), { type: 'module' }),
);

/** A tile helper for one file: its bytes go to the helper worker once per request. */
export function tileHelperFor(bytes: Uint8Array): TileHelper {
  return (ids, turn) => {
    const copy = bytes.slice().buffer;
    return helper.run({ bytes: copy, ids, turn }, { transfer: [copy] });
  };
}
