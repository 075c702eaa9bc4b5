// Reads a PDF's structure with pdf-lib off the main thread (page count, encrypted or damaged).
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleInspect } from './handler.ts';

exposeWorker(handleInspect);
