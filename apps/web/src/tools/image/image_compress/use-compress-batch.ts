import { useCallback, useState } from 'react';
import { isAbortError } from '../../../framework/abort.ts';
import { useAbortableRun } from '../../../framework/use-abortable-run.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { removeLocation } from '@toolbox/toolkit/image';
import type { CompressRequest, CompressResponse } from './protocol.ts';
import { MIME, type OutputChoice } from './target.ts';

/** One chosen image and, once compressed, what came of it. */
export interface ImageItem {
  id: number;
  file: File;
  result?: ImageResult;
  error?: unknown;
}

export interface ImageResult {
  response: Omit<CompressResponse, 'bytes'>;
  blob: Blob | null;
  /** The user removed the GPS position from the delivered file. */
  locationRemoved?: boolean;
}

/**
 * The result with its GPS position removed from the file's metadata, image data untouched (no
 * re-encode: the kept original stays byte for byte the same picture).
 */
export async function withoutLocation(result: ImageResult): Promise<ImageResult> {
  if (!result.blob) return result;
  const bytes = removeLocation(new Uint8Array(await result.blob.arrayBuffer()));
  return {
    response: { ...result.response, location: false },
    blob: new Blob([bytes], { type: result.blob.type }),
    locationRemoved: true,
  };
}

export interface BatchProgress {
  /** 1-based index of the image being compressed, and how many are in the run. */
  current: number;
  total: number;
  /** Encodes done for this image and the most the search may still run. */
  done: number;
  steps: number;
}

// One worker for the page: it stays warm between images (wasm compiled once) and is stopped
// by the bridge when idle or cancelled.
const bridge = createWorkerBridge<CompressRequest, CompressResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

let nextId = 1;

/** The image list and a cancellable run that compresses each image in turn in the worker. */
export function useCompressBatch() {
  const [items, setItems] = useState<ImageItem[]>([]);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [lastTarget, setLastTarget] = useState<number | null>(null);
  const runs = useAbortableRun();

  const add = useCallback((files: File[]) => {
    setItems((old) => [...old, ...files.map((file) => ({ id: nextId++, file }))]);
  }, []);
  const remove = useCallback((id: number) => setItems((old) => old.filter((item) => item.id !== id)), []);
  const clear = useCallback(() => setItems([]), []);
  const cancel = useCallback(() => runs.cancel(), [runs]);
  const dropLocation = useCallback(
    async (id: number) => {
      const result = items.find((item) => item.id === id)?.result;
      if (!result) return;
      const next = await withoutLocation(result);
      setItems((old) =>
        old.map((item) => (item.id === id && item.result === result ? { ...item, result: next } : item)),
      );
    },
    [items],
  );

  const start = useCallback(
    async (choice: OutputChoice, targetBytes: number) => {
      const run = runs.start();
      setCancelled(false);
      setLastTarget(targetBytes);
      const queue = items.map((item) => item.file);
      const ids = items.map((item) => item.id);
      setItems((old) => old.map(({ id, file }) => ({ id, file })));
      const update = (id: number, patch: Partial<ImageItem>) =>
        setItems((old) => old.map((item) => (item.id === id ? { ...item, ...patch } : item)));
      for (let i = 0; i < queue.length; i++) {
        const file = queue[i]!;
        const id = ids[i]!;
        setProgress({ current: i + 1, total: queue.length, done: 0, steps: 7 });
        try {
          const response = await bridge.run(
            { file, choice, targetBytes },
            {
              signal: run.signal,
              onProgress: (done, steps) => setProgress({ current: i + 1, total: queue.length, done, steps }),
            },
          );
          const { bytes, ...rest } = response; // the Blob holds the bytes from here on
          const blob = bytes ? new Blob([bytes], { type: MIME[response.format] }) : null;
          update(id, { result: { response: rest, blob } });
        } catch (error) {
          if (isAbortError(error)) {
            setCancelled(true);
            break;
          }
          update(id, { error });
        }
      }
      if (runs.finish(run)) setProgress(null);
    },
    [items, runs],
  );

  return { items, progress, cancelled, lastTarget, add, remove, clear, start, cancel, dropLocation };
}
