// Converts a video's container (and codecs where needed) off the main thread; nothing leaves the browser.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleConvertRequest } from './handler.ts';

exposeWorker(handleConvertRequest);
