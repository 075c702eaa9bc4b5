// Merges Word files off the main thread (unzip, rewrite the XML, zip); nothing leaves the browser.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleWordMerge } from './handler.ts';

exposeWorker(handleWordMerge);
