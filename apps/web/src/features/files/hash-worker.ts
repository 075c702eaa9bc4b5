import { exposeWorker } from '../../framework/worker-expose.ts';
import { hashBlob } from './sha256.ts';

/** Hashes a file off the main thread; progress is reported in bytes. */
exposeWorker<Blob, string>(async (file, { onProgress }) => ({
  result: await hashBlob(file, { onProgress }),
}));
