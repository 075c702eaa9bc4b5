import { useCallback, useEffect, useState } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../../ui/toast-store.ts';
import { downloadFile, DownloadError, type DownloadedFile } from './download.ts';

/** The download states of spec section 4. */
export type FileDownloadState =
  | { phase: 'loading' }
  | { phase: 'progress'; done: number; total: number }
  | { phase: 'done'; file: DownloadedFile }
  | { phase: 'expired' }
  | { phase: 'error' };

/**
 * Fetches a stored file as soon as `fileId` is known (and again on `reload()`), through the
 * spec's states: zero chunks toasts 'download file error', an expired file (997) says so, other
 * failures are logged; the widget shows each state.
 */
export function useFileDownload(fileId: string | null) {
  const [state, setState] = useState<FileDownloadState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!fileId) return;
    const controller = new AbortController();
    setState({ phase: 'loading' });
    downloadFile(fileId, {
      signal: controller.signal,
      onProgress: (done, total) => setState({ phase: 'progress', done, total }),
    }).then(
      (file) => setState({ phase: 'done', file }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof DownloadError && error.kind === 'expired') {
          setState({ phase: 'expired' });
          return;
        }
        // The spec toasts the zero-chunk case; other failures are logged and shown in the widget.
        if (error instanceof DownloadError && error.empty) toast.warning(i18n.t('files.download.error'));
        else console.warn('download failed', error);
        setState({ phase: 'error' });
      },
    );
    return () => controller.abort();
  }, [fileId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
