// Numbers a PDF's pages off the main thread with pdf-lib; nothing leaves the browser.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handlePageNumRequest } from './handler.ts';

exposeWorker(handlePageNumRequest);
