import { createWorkerBridge } from '../../framework/worker-bridge.ts';
import { hashBlob } from './sha256.ts';

/** Hashes a file: `(file, onProgress, signal) => hex SHA-256`. */
export type FileHasher = (
  file: Blob,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
) => Promise<string>;

let bridge: ReturnType<typeof createWorkerBridge<Blob, string>> | null = null;

/**
 * SHA-256 of a whole file in a worker (1 MB slices, progress in bytes), so a large upload does not
 * freeze the page; where workers are missing (unit tests), on the main thread between awaits.
 */
export const hashFile: FileHasher = (file, onProgress, signal) => {
  if (typeof Worker === 'undefined') return hashBlob(file, { onProgress, signal });
  bridge ??= createWorkerBridge<Blob, string>(
    () => new Worker(new URL('./hash-worker.ts', import.meta.url), { type: 'module' }),
  );
  return bridge.run(file, { onProgress, signal });
};
