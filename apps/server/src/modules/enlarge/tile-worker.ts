import { parentPort, workerData } from 'node:worker_threads';
import { loadUpscaler, type Scale } from './models.ts';

/** What the pool sends a worker: one tile, RGB 0..255 NHWC float. */
export interface TileRequest {
  id: number;
  input: Float32Array;
  width: number;
  height: number;
}

/** What a worker answers: `ready` once its model is loaded, then one `tile` per request. */
export type WorkerMessage = { ready: true } | { id: number; output: Float32Array };

// One model per thread, loaded once; a failure here (or in a tile) ends the thread with an error,
// which the pool turns into the task's failure.
const port = parentPort!;
const upscaler = await loadUpscaler((workerData as { scale: Scale }).scale);
port.on('message', (req: TileRequest) => {
  void upscaler.run(req.input, req.width, req.height).then((output) => {
    const { buffer, byteLength } = output;
    const own = buffer instanceof ArrayBuffer && byteLength === buffer.byteLength;
    port.postMessage({ id: req.id, output } satisfies WorkerMessage, own ? [buffer] : []);
  });
});
port.postMessage({ ready: true } satisfies WorkerMessage);
