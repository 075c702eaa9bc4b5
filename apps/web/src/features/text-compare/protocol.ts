import type { DiffOptions, DiffResult } from '@toolbox/toolkit/textcode';

/** One comparison run in the worker (for texts too large to compare on every keystroke). */
export interface DiffRequest {
  oldText: string;
  newText: string;
  options: DiffOptions;
}

export type DiffResponse = DiffResult;
