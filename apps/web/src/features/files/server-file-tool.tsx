import type { UploadConfig } from '@toolbox/contracts';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../framework/file-input.tsx';
import { formatBytes } from '../../framework/format.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { Icon } from '../../ui/icons.tsx';
import type { DownloadedFile } from './download.ts';
import { FileDownload } from './file-download.tsx';
import { filesApi } from './files-api.ts';
import { TaskProgress } from './task-progress.tsx';
import { useServerTask } from './use-server-task.ts';

export interface ServerFileToolProps {
  funcCode: string;
  /** `<input accept>` syntax, e.g. '.docx,.doc'. */
  accept: string;
  /** Text of the start button, e.g. 'Convert to PDF'. */
  actionLabel: string;
  /** Tool options shown above the start button (disabled while running). */
  options?: (disabled: boolean) => ReactNode;
  /** Values sent as the task's `options`. */
  optionValues?: Record<string, unknown>;
  /**
   * Runs after the upload, before the submit: the credits feature's function-use check,
   * `beforeSubmit={credits.beforeSubmit}` (useCreditsBeforeSubmit); `false` stops quietly, a throw
   * shows the error, `{useId}` goes with the submit.
   */
  beforeSubmit?: () => Promise<boolean | void | { useId?: string }>;
  /** More about the result under the download row (e.g. page thumbnails). */
  renderResult?: (file: DownloadedFile) => ReactNode;
  /** Pay-to-remove-watermark slot of the download widget (credits feature); `taskId` is the result's task. */
  renderPayment?: (file: DownloadedFile, reload: () => void, taskId: string) => ReactNode;
  /** Told the file the user chose (or null), e.g. to show it beside the result. */
  onFileChange?: (file: File | null) => void;
}

/**
 * A tool that runs on the server: pick one file, upload it (resumable, with progress), submit
 * the task, follow its progress, and fetch the result through the download widget. Server
 * refusals (wrong file type, size, a converter missing on the server) show as the server words them.
 */
export function ServerFileTool(props: ServerFileToolProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { state, run, cancel, busy } = useServerTask();
  const [config, setConfig] = useState<UploadConfig | null>(null);

  // The tool's limits, so a file over the size limit is refused before it is hashed and sent.
  useEffect(() => {
    const controller = new AbortController();
    filesApi
      .uploadConfig({ funcCode: props.funcCode }, { signal: controller.signal, silent: true })
      .then(setConfig, () => {}); // without the limits the server still refuses at trans-start
    return () => controller.abort();
  }, [props.funcCode]);
  const maxBytes = config ? config.maxFileSizeKB * 1024 : Infinity;
  const tooLarge = file !== null && file.size > maxBytes;

  const start = () => {
    if (!file || tooLarge) return;
    void run({
      funcCode: props.funcCode,
      files: [file],
      options: props.optionValues,
      beforeSubmit: props.beforeSubmit,
    });
  };
  // A new file stops a running task and clears the last result.
  const choose = (files: File[]) => {
    cancel();
    setFile(files[0] ?? null);
    props.onFileChange?.(files[0] ?? null);
  };

  return (
    <div className="stack">
      <FileInput accept={props.accept} onFiles={choose} />
      {file ? (
        <section className="card stack" aria-label={file.name}>
          <div className="file-download-row">
            <Icon name="document" size={28} />
            <span className="file-download-meta">
              <span className="file-download-name">{file.name}</span>
              <span className="muted">{formatBytes(file.size)}</span>
            </span>
          </div>
          {props.options?.(busy)}
          <div className="row">
            <button type="button" className="btn btn-primary" onClick={start} disabled={busy || tooLarge}>
              {props.actionLabel}
            </button>
            {busy ? (
              <button type="button" className="btn btn-secondary" onClick={cancel}>
                {t('common.cancel')}
              </button>
            ) : null}
          </div>
          {tooLarge ? (
            <ErrorMessage error={{ message: t('files.upload.tooLarge', { max: formatBytes(maxBytes) }) }} />
          ) : null}
          <TaskProgress state={state} />
          {state.phase === 'error' ? <ErrorMessage error={state.error} /> : null}
        </section>
      ) : null}
      {state.phase === 'done' ? (
        <FileDownload
          fileId={state.result.fileId}
          renderPayment={
            props.renderPayment
              ? (file, reload) => props.renderPayment!(file, reload, state.task.id)
              : undefined
          }
        >
          {props.renderResult}
        </FileDownload>
      ) : null}
    </div>
  );
}
