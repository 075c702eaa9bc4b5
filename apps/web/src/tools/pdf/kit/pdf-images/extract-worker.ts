// Extracts embedded PDF images off the main thread (pdf-lib walk, JPEGs as they are, others to PNG).
import { exposeWorker } from '../../../../framework/worker-expose.ts';
import { handleExtract } from './extract-handler.ts';

exposeWorker(handleExtract);
