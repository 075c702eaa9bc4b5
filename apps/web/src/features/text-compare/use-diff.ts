import { useEffect, useMemo, useState } from 'react';
import { isAbortError } from '../../framework/abort.ts';
import { createWorkerBridge } from '../../framework/worker-bridge.ts';
import { diffTexts, type DiffOptions, type DiffResult } from '@toolbox/toolkit/textcode';
import type { DiffRequest, DiffResponse } from './protocol.ts';

const bridge = createWorkerBridge<DiffRequest, DiffResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** Texts up to this many characters (both sides) are compared as you type, on the page. */
export const SYNC_LIMIT = 60_000;

/**
 * The comparison of two texts, live: computed during render for small texts, and for large ones
 * debounced in a worker (each edit cancels the run before it). `pending` says a newer run is coming.
 */
export function useDiff(
  oldText: string,
  newText: string,
  options: DiffOptions,
): { result: DiffResult | null; pending: boolean; error: unknown } {
  const { granularity, ignoreCase, ignoreWhitespace } = options;
  const small = oldText.length + newText.length <= SYNC_LIMIT;
  const sync = useMemo(
    () => (small ? diffTexts(oldText, newText, { granularity, ignoreCase, ignoreWhitespace }) : null),
    [small, oldText, newText, granularity, ignoreCase, ignoreWhitespace],
  );
  const key = `${granularity}|${ignoreCase}|${ignoreWhitespace}`;
  const [later, setLater] = useState<{ result: DiffResult | null; error: unknown; for: unknown[] } | null>(
    null,
  );

  useEffect(() => {
    if (small) return;
    const control = new AbortController();
    const timer = setTimeout(() => {
      bridge
        .run(
          { oldText, newText, options: { granularity, ignoreCase, ignoreWhitespace } },
          { signal: control.signal },
        )
        .then(
          (result) => setLater({ result, error: null, for: [oldText, newText, key] }),
          (error: unknown) => {
            if (!isAbortError(error)) setLater({ result: null, error, for: [oldText, newText, key] });
          },
        );
    }, 300);
    return () => {
      clearTimeout(timer);
      control.abort();
    };
  }, [small, oldText, newText, key, granularity, ignoreCase, ignoreWhitespace]);

  if (sync) return { result: sync, pending: false, error: null };
  const current = later?.for[0] === oldText && later.for[1] === newText && later.for[2] === key;
  return { result: later?.result ?? null, error: later?.error ?? null, pending: !current };
}
