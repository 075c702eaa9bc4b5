// Parses and formats large JSON documents off the main thread, so typing stays smooth.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { processJson } from './process.ts';
import type { JsonRequest, JsonResponse } from './protocol.ts';

// processJson returns its errors; a syntax error's reason, position and place travel in `params`.
exposeWorker<JsonRequest, JsonResponse>(async ({ input, settings }) => {
  const outcome = processJson(input, settings);
  const error = outcome.error as { code?: string; params?: unknown; message?: string } | null;
  return {
    result: {
      ...outcome,
      error: error ? { code: error.code, params: error.params, message: error.message } : null,
    },
  };
});
