// Builds the PDF from images off the main thread with pdf-lib; nothing leaves the browser.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleImagesRequest } from './handler.ts';

exposeWorker(handleImagesRequest);
