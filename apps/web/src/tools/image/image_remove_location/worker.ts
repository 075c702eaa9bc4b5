import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleRemoveLocation } from './handler.ts';

exposeWorker(handleRemoveLocation);
