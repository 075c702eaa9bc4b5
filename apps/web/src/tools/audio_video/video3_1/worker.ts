// Draws a text watermark on a video off the main thread (mediabunny, WebCodecs, OffscreenCanvas).
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleWatermarkRequest } from './handler.ts';

exposeWorker(handleWatermarkRequest);
