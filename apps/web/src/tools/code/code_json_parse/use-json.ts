import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { isAbortError } from '../../../framework/abort.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { processJson, type JsonOutcome, type JsonSettings } from './process.ts';
import type { JsonRequest, JsonResponse } from './protocol.ts';

const bridge = createWorkerBridge<JsonRequest, JsonResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** Inputs up to this many characters are processed on the page as you type. */
export const SYNC_LIMIT = 300_000;

/**
 * The tool's result for the current input: computed on the page for small inputs (deferred, so
 * typing wins), debounced in a worker for large ones. `pending` says a newer result is coming.
 */
export function useJson(
  input: string,
  settings: JsonSettings,
): { outcome: JsonOutcome | null; pending: boolean } {
  const small = input.length <= SYNC_LIMIT;
  const deferred = useDeferredValue(small ? input : '');
  const { action, indent, sortKeys } = settings;
  const sync = useMemo(
    () => (deferred.trim() ? processJson(deferred, { action, indent, sortKeys }) : null),
    [deferred, action, indent, sortKeys],
  );
  const [later, setLater] = useState<{ outcome: JsonOutcome; for: unknown[] } | null>(null);

  useEffect(() => {
    if (small) return;
    const control = new AbortController();
    const timer = setTimeout(() => {
      bridge.run({ input, settings: { action, indent, sortKeys } }, { signal: control.signal }).then(
        (outcome) => setLater({ outcome, for: [input, action, indent, sortKeys] }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          const outcome = { output: '', node: null, stats: null, error };
          setLater({ outcome, for: [input, action, indent, sortKeys] });
        },
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      control.abort();
    };
  }, [small, input, action, indent, sortKeys]);

  if (small) return { outcome: input.trim() ? sync : null, pending: deferred !== input };
  const f = later?.for;
  const current = f?.[0] === input && f[1] === action && f[2] === indent && f[3] === sortKeys;
  return { outcome: later?.outcome ?? null, pending: !current };
}
