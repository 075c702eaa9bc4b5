import { useEffect, useMemo, useState } from 'react';
import { isAbortError } from '../../../framework/abort.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { replaceText, type ReplaceOptions, type ReplaceResult } from '@toolbox/toolkit/text';
import { REGEX_TIME_LIMIT_MS, previewPlan } from './preview.ts';
import type { ReplaceRequest, ReplaceResponse } from './protocol.ts';

const bridge = createWorkerBridge<ReplaceRequest, ReplaceResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

export interface Preview {
  /** The latest result; for large texts it may lag the input by a moment (see `pending`). */
  result: ReplaceResult | null;
  error: unknown;
  /** A newer run is on its way. */
  pending: boolean;
}

type Outcome = { result: ReplaceResult; error: null } | { result: null; error: unknown };

function run(text: string, options: ReplaceOptions): Outcome {
  try {
    return { result: replaceText(text, options), error: null };
  } catch (error) {
    return { result: null, error };
  }
}

/**
 * The live result of a replace as the user types: computed during render for small texts, debounced
 * for medium ones, and debounced in a worker for large ones (each keystroke cancels the previous run).
 */
export function useReplacePreview(text: string, options: ReplaceOptions): Preview {
  const { find, replacement, regex, caseSensitive, wholeWord } = options;
  const plan = previewPlan(text.length, regex);
  const immediate = !plan.worker && plan.delayMs === 0;
  const sync = useMemo(
    () => (immediate ? run(text, { find, replacement, regex, caseSensitive, wholeWord }) : null),
    [immediate, text, find, replacement, regex, caseSensitive, wholeWord],
  );
  const [later, setLater] = useState<(Outcome & { for: string; text: string }) | null>(null);
  // Which input a late result belongs to (the text is compared by reference: cheap).
  const key = JSON.stringify([find, replacement, regex, caseSensitive, wholeWord]);

  useEffect(() => {
    if (immediate) return;
    const opts = { find, replacement, regex, caseSensitive, wholeWord };
    const control = new AbortController();
    let limit: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      if (!plan.worker) {
        setLater({ ...run(text, opts), for: key, text });
        return;
      }
      limit = setTimeout(() => {
        timedOut = true;
        control.abort();
      }, REGEX_TIME_LIMIT_MS);
      bridge.run({ text, options: opts }, { signal: control.signal }).then(
        (result) => setLater({ result, error: null, for: key, text }),
        (error: unknown) => {
          // Cancelled by a newer keystroke: that run reports. Stopped by the time limit: an error to show.
          if (!timedOut && isAbortError(error)) return;
          setLater({ result: null, error: timedOut ? { code: 'regex_too_slow' } : error, for: key, text });
        },
      );
    }, plan.delayMs);
    return () => {
      clearTimeout(timer);
      clearTimeout(limit);
      control.abort();
    };
  }, [immediate, plan.worker, plan.delayMs, key, text, find, replacement, regex, caseSensitive, wholeWord]);

  if (sync) return { ...sync, pending: false };
  return {
    result: later?.result ?? null,
    error: later?.error ?? null,
    pending: later?.for !== key || later.text !== text,
  };
}
