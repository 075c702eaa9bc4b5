import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../framework/abort.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { WorkerBridge } from '../../../framework/worker-bridge.ts';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import type { ToLineOptions } from './work.ts';

/** Longest side of the live preview, and how long the options must rest before it is redrawn. */
const PREVIEW_SIDE = 640;
const SETTLE_MS = 250;

/**
 * The first chosen image drawn with the current options, small, in its own worker (so a redraw never
 * waits behind the batch nor cancels it); redrawn a moment after the options stop changing.
 */
export function LinePreview(props: {
  bridge: WorkerBridge<ImageJob<ToLineOptions>, ImageJobResult>;
  file: File;
  options: ToLineOptions;
}) {
  const { bridge, file, options } = props;
  const { t } = useToolTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const urlRef = useRef<string | null>(null);
  const key = JSON.stringify([options.style, options.strength]);

  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      bridge
        .run({ file, options: { ...options, previewSide: PREVIEW_SIDE } }, { signal: abort.signal })
        .then((answer) => {
          const out = answer.outputs[0];
          if (!out || abort.signal.aborted) return;
          if (urlRef.current) URL.revokeObjectURL(urlRef.current);
          urlRef.current = URL.createObjectURL(new Blob([out.bytes], { type: out.type }));
          setUrl(urlRef.current);
          setError(null);
        })
        .catch((failure: unknown) => {
          if (!isAbortError(failure)) setError(failure);
        })
        .finally(() => !abort.signal.aborted && setBusy(false));
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // Redrawn when the file or the look changes; output options do not change the preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bridge, file, key]);
  useEffect(() => () => void (urlRef.current && URL.revokeObjectURL(urlRef.current)), []);

  return (
    <figure className="line-preview" aria-busy={busy}>
      {url ? <img src={url} alt={t('previewAlt', { name: file.name })} /> : null}
      <figcaption className="muted">
        {busy ? t('previewing') : t('previewNote', { name: file.name })}
      </figcaption>
      <ErrorMessage error={error} />
    </figure>
  );
}
