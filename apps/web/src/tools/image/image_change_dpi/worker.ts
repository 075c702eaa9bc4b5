import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleDpi } from './handler.ts';

exposeWorker(handleDpi);
