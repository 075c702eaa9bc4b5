import { useState } from 'react';
import { PdfPicker } from '../../../features/pdf/pdf-picker.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { RunStatus } from '../../../framework/run-status.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolError } from '../../../framework/use-tool-error.ts';
import { useAbortableRun } from '../../../framework/use-abortable-run.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { extractWithFallback } from '../kit/pdf-images/extract-job.ts';
import '../kit/pdf-images/pdf-images.css';

/** The images inside one PDF, each as its own file (JPEGs untouched), all of them as a ZIP. */
export default function PdfExtractImageTool() {
  const { t } = useToolTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<{ files: ResultFile[]; rendered: number[] } | null>(null);
  const { error, capture } = useToolError();
  const runs = useAbortableRun();

  const open = (files: File[]) =>
    capture(async () => {
      const chosen = files[0];
      if (!chosen) return;
      const abort = runs.start();
      setFile(chosen);
      setResults(null);
      setProgress({ done: 0, total: 1 });
      try {
        const out = await extractWithFallback(chosen, {
          signal: abort.signal,
          onPage: (done, total) => setProgress({ done, total }),
        });
        setResults({
          files: out.images.map(({ name, blob, note }) => (note ? { name, blob, note } : { name, blob })),
          rendered: out.renderedPages,
        });
      } finally {
        if (runs.finish(abort)) {
          setProgress(null);
        }
      }
    });

  const base = file?.name.replace(/\.pdf$/i, '') || 'pdf';

  return (
    <div className="pdf-images">
      <PdfPicker hasFile={!!file} onFiles={(files) => void open(files)} />
      {progress ? (
        <div className="pdf-images-progress">
          <RunStatus
            status={t('working', progress)}
            progress={progress}
            progressLabel={t('working', progress)}
            onCancel={() => runs.cancel()}
          />
        </div>
      ) : null}
      <ErrorMessage error={error} />
      {results ? (
        <>
          <p role="status">
            {t('found', { count: results.files.length - results.rendered.length })} · {t('jpegNote')}
          </p>
          {results.rendered.length ? <p>{t('rendered', { pages: results.rendered.join(', ') })}</p> : null}
          <ResultsPanel results={results.files} zipName={`${base}-images.zip`} />
        </>
      ) : null}
      <p className="muted">{t('privacy')}</p>
    </div>
  );
}
