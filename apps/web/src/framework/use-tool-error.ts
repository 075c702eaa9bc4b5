import { useCallback, useState } from 'react';
import { isAbortError } from './abort.ts';

/**
 * Holds a tool's current error for {@link ErrorMessage}. `capture(fn)` runs a step, stores what
 * it throws (cancellations excepted) and returns undefined on failure.
 */
export function useToolError() {
  const [error, setError] = useState<unknown>(null);
  const clearError = useCallback(() => setError(null), []);
  const capture = useCallback(async <T>(fn: () => Promise<T> | T): Promise<T | undefined> => {
    setError(null);
    try {
      return await fn();
    } catch (e) {
      if (!isAbortError(e)) setError(e);
      return undefined;
    }
  }, []);
  return { error, setError, clearError, capture };
}
