import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../../../framework/file-input.tsx';
import { RunStatus } from '../../../../framework/run-status.tsx';
import { ResultsPanel, type ResultFile } from '../../../../framework/results-panel.tsx';
import { ErrorMessage, errorText } from '../../../../framework/tool-error.tsx';
import { isAbortError } from '../../../../framework/abort.ts';
import { useToolError } from '../../../../framework/use-tool-error.ts';
import { useToolCode, useToolTranslation } from '../../../../framework/tool-context.ts';
import { formatBytes } from '../../../../framework/format.ts';
import { uniqueNames, zipFiles } from '../../../../framework/zip.ts';
import type { PageImage } from './render.ts';

/** Turns one PDF into images; throws (with a translatable code) when the file cannot be used. */
export type BatchJob = (
  file: File,
  progress: { signal: AbortSignal; onPage: (done: number, total: number) => void },
) => Promise<PageImage[]>;

interface Outcome {
  zip: ResultFile | null;
  failed: Array<{ name: string; message: string }>;
  images: number;
}

let lastId = 0;

/**
 * Many PDFs in, one ZIP out with a folder per PDF. A file that fails is listed with its reason and the
 * others are still done. `options` is the tool's own settings, `job` the per-file work.
 */
export function BatchPdfTool(props: { options?: ReactNode; job: BatchJob; zipName: string }) {
  const { options, job, zipName } = props;
  const { t } = useToolTranslation();
  const { t: tRoot } = useTranslation();
  const toolCode = useToolCode();
  const [files, setFiles] = useState<Array<{ id: string; file: File }>>([]);
  const [progress, setProgress] = useState<{
    file: number;
    files: number;
    done: number;
    total: number;
  } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { error, capture, clearError } = useToolError();
  const control = useRef<AbortController | null>(null);

  useEffect(() => () => control.current?.abort(), []);
  // A change of the tool's options makes the last ZIP stale, like a change of the files.
  useEffect(() => setOutcome(null), [job]);

  const change = (next: Array<{ id: string; file: File }>) => {
    setFiles(next);
    setOutcome(null);
    clearError();
  };

  const run = () =>
    capture(async () => {
      const abort = new AbortController();
      control.current = abort;
      setOutcome(null);
      const failed: Outcome['failed'] = [];
      const entries: Array<{ name: string; blob: Blob }> = [];
      const folders = uniqueNames(files.map(({ file }) => file.name.replace(/\.pdf$/i, '') || 'pdf'));
      try {
        for (const [i, { file }] of files.entries()) {
          setProgress({ file: i + 1, files: files.length, done: 0, total: 0 });
          try {
            const images = await job(file, {
              signal: abort.signal,
              onPage: (done, total) => setProgress({ file: i + 1, files: files.length, done, total }),
            });
            for (const image of images)
              entries.push({ name: `${folders[i]}/${image.name}`, blob: image.blob });
          } catch (e) {
            if (isAbortError(e)) throw e;
            failed.push({ name: file.name, message: errorText(e, toolCode) });
          }
        }
        const zip = entries.length ? { name: zipName, blob: await zipFiles(entries) } : null;
        setOutcome({
          zip: zip ? { ...zip, note: t('imageCount', { count: entries.length }) } : null,
          failed,
          images: entries.length,
        });
      } finally {
        if (control.current === abort) control.current = null;
        setProgress(null);
      }
    });

  return (
    <div className="pdf-images">
      <FileInput
        accept=".pdf,application/pdf"
        multiple
        onFiles={(added) => change([...files, ...added.map((file) => ({ id: `b-${++lastId}`, file }))])}
        label={files.length ? t('addMore') : t('choose')}
        hint={t('hint')}
      />
      {files.length ? (
        <section className="card stack" aria-label={t('listLabel')}>
          <ol className="pdf-images-files">
            {files.map(({ id, file }) => (
              <li key={id} className="row">
                <span className="pdf-images-name">{file.name}</span>
                <span className="muted">{formatBytes(file.size)}</span>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={progress !== null}
                  aria-label={t('remove', { name: file.name })}
                  onClick={() => change(files.filter((other) => other.id !== id))}
                >
                  ✕
                </button>
              </li>
            ))}
          </ol>
          {options}
          <div className="pdf-images-progress">
            {progress ? (
              <RunStatus
                status={t('working', progress)}
                progress={{ done: progress.file - 1, total: progress.files }}
                progressLabel={t('run')}
                onCancel={() => control.current?.abort()}
              />
            ) : (
              <>
                <button type="button" className="btn btn-primary" onClick={() => void run()}>
                  {t('run')}
                </button>
                <button type="button" className="btn btn-secondary" onClick={() => change([])}>
                  {t('clear')}
                </button>
              </>
            )}
            <p className="muted">{t('privacy')}</p>
          </div>
        </section>
      ) : null}
      <ErrorMessage error={error} />
      {outcome && outcome.failed.length ? (
        <div className="pdf-images-failed" role="alert">
          <p>{outcome.zip ? tRoot('errors.some_files_failed') : t('nothingDone')}</p>
          <ul>
            {outcome.failed.map((f, i) => (
              <li key={`${i}-${f.name}`}>{f.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome?.zip ? <ResultsPanel results={[outcome.zip]} /> : null}
    </div>
  );
}
