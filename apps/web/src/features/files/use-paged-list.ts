import type { Page } from '@toolbox/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's page size for most lists (section 9). */
export const PAGE_SIZE = 15;

/**
 * One page of a server list at a time: `fetchPage(pageNum, signal)` runs when the page number or
 * `key` changes and on `refresh()`, which resolves once the new answer (or failure) is in.
 */
export function usePagedList<T>(
  fetchPage: (pageNum: number, signal: AbortSignal) => Promise<Page<T>>,
  key: string,
) {
  const [pageNum, setPageNum] = useState(1);
  const [data, setData] = useState<Page<T> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const waiters = useRef<(() => void)[]>([]);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  useEffect(() => setPageNum(1), [key]);

  useEffect(() => {
    const controller = new AbortController();
    const settle = () => {
      setLoading(false);
      for (const resolve of waiters.current.splice(0)) resolve();
    };
    setLoading(true);
    fetchRef.current(pageNum, controller.signal).then(
      (page) => {
        setData(page);
        setError(null);
        settle();
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setError(e);
        settle();
      },
    );
    return () => controller.abort();
  }, [pageNum, key, generation]);

  const refresh = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiters.current.push(resolve);
        setGeneration((n) => n + 1);
      }),
    [],
  );
  return { data, error, loading, pageNum, setPageNum, refresh };
}
