import { useEffect, useMemo, useRef } from 'react';

/**
 * One cancellable run at a time. `start()` aborts the run before it (if any) and returns the new run's
 * controller; `finish(abort)` is true, and forgets the run, when that run is still the latest (a newer
 * run owns the UI otherwise). `cancel()` aborts the latest run; unmounting aborts it too.
 */
export function useAbortableRun() {
  const control = useRef<AbortController | null>(null);
  useEffect(() => () => control.current?.abort(), []);
  return useMemo(
    () => ({
      start() {
        control.current?.abort();
        const abort = new AbortController();
        control.current = abort;
        return abort;
      },
      finish(abort: AbortController) {
        if (control.current !== abort) return false;
        control.current = null;
        return true;
      },
      cancel() {
        control.current?.abort();
      },
    }),
    [],
  );
}
