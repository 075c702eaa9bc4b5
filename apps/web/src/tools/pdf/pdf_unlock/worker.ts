// Decrypts a PDF off the main thread (our own RC4 / AES standard security handler on pdf-lib).
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleUnlock } from './handler.ts';

exposeWorker(handleUnlock);
