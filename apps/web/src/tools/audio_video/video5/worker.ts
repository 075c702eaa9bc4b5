// Changes a video's speed off the main thread with mediabunny and WebCodecs; nothing leaves the browser.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleSpeedRequest } from './handler.ts';

exposeWorker(handleSpeedRequest);
