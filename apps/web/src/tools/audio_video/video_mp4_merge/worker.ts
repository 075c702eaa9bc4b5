// Joins videos off the main thread with mediabunny and WebCodecs; nothing leaves the browser.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleMergeRequest } from './handler.ts';

exposeWorker(handleMergeRequest);
