// Runs large replacements off the main thread, so typing stays smooth on megabytes of text.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { replaceText } from '@toolbox/toolkit/text';
import type { ReplaceRequest, ReplaceResponse } from './protocol.ts';

// A ReplaceError keeps its code ('bad_regex') and params across the boundary (see worker-protocol.ts).
exposeWorker<ReplaceRequest, ReplaceResponse>(async ({ text, options }) => ({
  result: replaceText(text, options),
}));
