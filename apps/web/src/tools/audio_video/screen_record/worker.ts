// Finishes a screen recording (WebM or MP4) off the main thread; nothing leaves the browser.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleSaveRequest } from './handler.ts';

exposeWorker(handleSaveRequest);
