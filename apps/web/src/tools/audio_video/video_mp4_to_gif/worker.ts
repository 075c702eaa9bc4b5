// Makes a GIF from a video off the main thread (mediabunny + WebCodecs decode, gifenc palette).
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleGifRequest } from './handler.ts';

exposeWorker(handleGifRequest);
