import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../../framework/abort.ts';
import { useAbortableRun } from '../../../../framework/use-abortable-run.ts';
import type { WorkerBridge } from '../../../../framework/worker-bridge.ts';
import type { GeometryAnswer, GeometryRequest } from './protocol.ts';

/** The picked image: the file, its size as shown, and an address of its small copy for the page. */
export interface PickedImage {
  file: File;
  width: number;
  height: number;
  url: string;
}

/**
 * One image for a single-image tool: picking a file asks the worker for its size and a preview
 * (decoded as the run will decode it: orientation applied, damaged or too-large files refused with
 * their message). `onChange` (stable) runs on every pick, e.g. the run's `stale`.
 */
export function useSingleImage<Options>(
  bridge: WorkerBridge<GeometryRequest<Options>, GeometryAnswer>,
  onChange: () => void,
) {
  const [image, setImage] = useState<PickedImage | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const runs = useAbortableRun();
  const urlRef = useRef<string | null>(null);
  useEffect(() => () => void (urlRef.current && URL.revokeObjectURL(urlRef.current)), []);

  const pick = useCallback(
    async (file: File) => {
      const abort = runs.start();
      onChange();
      setError(null);
      setLoading(file.name);
      try {
        const answer = await bridge.run({ kind: 'preview', file }, { signal: abort.signal });
        if (answer.kind !== 'preview' || abort.signal.aborted) return;
        if (urlRef.current) URL.revokeObjectURL(urlRef.current);
        const url = URL.createObjectURL(new Blob([answer.bytes], { type: answer.type }));
        urlRef.current = url;
        setImage({ file, width: answer.width, height: answer.height, url });
      } catch (failure) {
        if (!isAbortError(failure)) {
          setImage(null);
          setError(failure);
        }
      } finally {
        if (runs.finish(abort)) setLoading(null);
      }
    },
    [bridge, onChange, runs],
  );

  return { image, loading, error, pick };
}
