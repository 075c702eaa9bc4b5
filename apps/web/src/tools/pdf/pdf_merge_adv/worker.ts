// Inspects PDFs and assembles picked pages off the main thread with pdf-lib; nothing is uploaded.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleMergeAdv } from './handler.ts';

exposeWorker(handleMergeAdv);
