// Compresses a video off the main thread with mediabunny and WebCodecs; nothing leaves the browser.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleCompressRequest } from './handler.ts';

exposeWorker(handleCompressRequest);
