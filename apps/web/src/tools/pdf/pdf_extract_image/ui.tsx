import { useState } from 'react';
import { PdfPicker } from '../../../features/pdf/pdf-picker.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { RunStatus } from '../../../framework/run-status.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { extractWithFallback } from '../kit/pdf-images/extract-job.ts';
import '../kit/pdf-images/pdf-images.css';

/** The images inside one PDF, each as its own file (JPEGs untouched), all of them as a ZIP. */
export default function PdfExtractImageTool() {
  const { t } = useToolTranslation();
  const [file, setFile] = useState<File | null>(null);
  const run = useToolRun<{ files: ResultFile[]; rendered: number[] }>();

  const open = (chosen: File) => {
    setFile(chosen);
    return run.start(async ({ signal, onProgress }) => {
      const out = await extractWithFallback(chosen, { signal, onPage: onProgress });
      return {
        files: out.images.map(({ name, blob, note }) => (note ? { name, blob, note } : { name, blob })),
        rendered: out.renderedPages,
      };
    }, 1);
  };
  const results = run.result;

  const base = file?.name.replace(/\.pdf$/i, '') || 'pdf';

  return (
    <div className="pdf-images">
      <PdfPicker hasFile={!!file} onFiles={([chosen]) => chosen && void open(chosen)} />
      {run.progress ? (
        <div className="pdf-images-progress">
          <RunStatus
            status={t('working', run.progress)}
            progress={run.progress}
            progressLabel={t('working', run.progress)}
            onCancel={run.cancel}
          />
        </div>
      ) : null}
      <ErrorMessage error={run.error} />
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
