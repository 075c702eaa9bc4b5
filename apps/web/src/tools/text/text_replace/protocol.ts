import type { ReplaceOptions, ReplaceResult } from '@toolbox/toolkit/text';

/** One replace run in the worker (used for texts too large to run on every keystroke in the page). */
export interface ReplaceRequest {
  text: string;
  options: ReplaceOptions;
}

export type ReplaceResponse = ReplaceResult;
