// Reads, splits, deletes, extracts and rotates PDF pages off the main thread with pdf-lib; nothing is uploaded.
import { exposeWorker } from '../../framework/worker-expose.ts';
import { handlePagesRequest } from './pages-handler.ts';

exposeWorker(handlePagesRequest);
