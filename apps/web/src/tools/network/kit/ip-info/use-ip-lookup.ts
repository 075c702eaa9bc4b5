import { useCallback, useState } from 'react';
import { useAbortableRun } from '../../../../framework/use-abortable-run.ts';
import type { IpInfo } from './ip-info.ts';

/**
 * One server question about an IP address at a time: a new one aborts the one before, and leaving the
 * page aborts the last. `ask(signal)` makes the call; the answer (or undefined after a failure or an
 * abort) is also returned. With `clearOnError`, a failure also drops the previous answer.
 */
export function useIpLookup(options: { startsLoading: boolean; clearOnError: boolean }) {
  const runs = useAbortableRun();
  const { clearOnError } = options;
  const [info, setInfo] = useState<IpInfo | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(options.startsLoading);

  const lookup = useCallback(
    async (ask: (signal: AbortSignal) => Promise<IpInfo>): Promise<IpInfo | undefined> => {
      const abort = runs.start();
      setLoading(true);
      setError(null);
      try {
        const answer = await ask(abort.signal);
        setInfo(answer);
        return answer;
      } catch (e) {
        if (!abort.signal.aborted) {
          setError(e);
          if (clearOnError) setInfo(null);
        }
        return undefined;
      } finally {
        if (runs.finish(abort)) setLoading(false);
      }
    },
    [runs, clearOnError],
  );

  return { info, error, setError, loading, lookup };
}
