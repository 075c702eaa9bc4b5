// Reads and merges PDFs off the main thread with pdf-lib; nothing leaves the browser.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleMergeRequest } from './handler.ts';

exposeWorker(handleMergeRequest);
