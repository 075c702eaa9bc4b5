import { useCallback, useMemo, useRef, useState } from 'react';
import { isAbortError } from '../../framework/abort.ts';
import type { ResultFile } from '../../framework/results-panel.tsx';
import { useAbortableRun } from '../../framework/use-abortable-run.ts';
import type { WorkerBridge } from '../../framework/worker-bridge.ts';
import type { ImageJob, ImageJobResult, ImageNote } from './protocol.ts';

export type ItemStatus = 'waiting' | 'working' | 'done' | 'failed';

/** One chosen file and what became of it in the last run. */
export interface BatchItem {
  id: string;
  file: File;
  /** Where it came from inside a chosen or dropped folder ('' for single files). */
  folder: string;
  status: ItemStatus;
  /** 0..1 while working, from the worker's progress. */
  progress: number;
  outputs: ResultFile[];
  notes: ImageNote[];
  error?: unknown;
}

export interface BatchRun {
  /** 1-based position of the file being worked on, of `total`. */
  current: number;
  total: number;
  name: string;
}

let nextId = 0;

/**
 * The file list and one run over it: every file in turn through the tool's worker (one at a time, so
 * memory stays flat: only the results, as Blobs, are kept), live per-file status, Cancel (finished
 * files are kept), failures recorded per file while the rest go on.
 */
export function useImageBatch<Options>(bridge: WorkerBridge<ImageJob<Options>, ImageJobResult>) {
  const [items, setItems] = useState<BatchItem[]>([]);
  const [run, setRun] = useState<BatchRun | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const runs = useAbortableRun();
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const patch = useCallback((id: string, change: Partial<BatchItem>) => {
    setItems((old) => old.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  /** Adds files; `folders[i]` is file i's folder path inside a chosen folder. */
  const add = useCallback((files: File[], folders?: string[]) => {
    const fresh = files.map((file, i) => ({
      id: `img-${++nextId}`,
      file,
      folder: folders?.[i] ?? '',
      status: 'waiting' as const,
      progress: 0,
      outputs: [],
      notes: [],
    }));
    setItems((old) => [...old.map(reset), ...fresh]);
    setCancelled(false);
  }, []);
  const remove = useCallback((id: string) => setItems((old) => old.filter((i) => i.id !== id)), []);
  const clear = useCallback(() => {
    runs.cancel();
    setItems([]);
    setCancelled(false);
  }, [runs]);
  /** Forgets every result (an option changed): the files stay. */
  const stale = useCallback(() => setItems((old) => (old.some(hasRun) ? old.map(reset) : old)), []);

  const start = useCallback(
    async (options: Options) => {
      const abort = runs.start();
      setCancelled(false);
      const queue = itemsRef.current.map((item) => ({ id: item.id, file: item.file }));
      setItems((old) => old.map(reset));
      for (const [i, { id, file }] of queue.entries()) {
        if (abort.signal.aborted) break;
        setRun({ current: i + 1, total: queue.length, name: file.name });
        patch(id, { status: 'working' });
        try {
          const answer = await bridge.run(
            { file, options },
            {
              signal: abort.signal,
              onProgress: (done, total) => patch(id, { progress: total ? done / total : 0 }),
            },
          );
          const outputs = answer.outputs.map((o) => ({
            name: o.name,
            blob: new Blob([o.bytes], { type: o.type }),
            note: `${o.width} × ${o.height}`,
            ...(o.thumbnail ? { thumbnail: o.thumbnail } : {}),
          }));
          patch(id, { status: 'done', progress: 1, outputs, notes: answer.notes });
        } catch (error) {
          if (isAbortError(error)) {
            patch(id, { status: 'waiting', progress: 0 });
            setCancelled(true);
            break;
          }
          patch(id, { status: 'failed', error });
        }
      }
      if (runs.finish(abort)) setRun(null);
    },
    [bridge, patch, runs],
  );

  const results = useMemo(() => items.flatMap((item) => item.outputs), [items]);
  const failed = useMemo(() => items.filter((item) => item.status === 'failed'), [items]);
  return { items, run, cancelled, results, failed, add, remove, clear, stale, start, cancel: runs.cancel };
}

/** The batch state a page gets from {@link useImageBatch}. */
export type ImageBatchState<Options> = ReturnType<typeof useImageBatch<Options>>;

const hasRun = (item: BatchItem) => item.status !== 'waiting' || item.outputs.length > 0;

function reset(item: BatchItem): BatchItem {
  if (!hasRun(item)) return item;
  return { ...item, status: 'waiting', progress: 0, outputs: [], notes: [], error: undefined };
}
