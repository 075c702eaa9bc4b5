// Compares large texts off the main thread, so typing and scrolling stay smooth.
import { exposeWorker } from '../../framework/worker-expose.ts';
import { diffTexts } from '@toolbox/toolkit/textcode';
import type { DiffRequest, DiffResponse } from './protocol.ts';

exposeWorker<DiffRequest, DiffResponse>(async ({ oldText, newText, options }) => ({
  result: diffTexts(oldText, newText, options),
}));
