import { useId } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { RunStatus } from '../../../framework/run-status.tsx';
import { downloadBlob } from '../../../framework/download.ts';
import { PdfFileBar, PdfPicker } from '../../../features/pdf/pdf-picker.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { extractPdfText, joinPages } from '@toolbox/toolkit/pdf';
import { openForImages } from '../kit/pdf-images/render.ts';
import '../kit/pdf-images/pdf-images.css';

interface Extracted {
  name: string;
  pages: string[];
  text: string;
}

/** The text of a PDF in reading order, page by page, to copy or save as .txt. */
export default function PdfTextExtractTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const run = useToolRun<Extracted>();
  const { result, progress } = run;

  // Opening shows as 'reading' under the picker; the page count comes with the first progress.
  const open = (file: File) =>
    run.start(async ({ signal, onProgress }) => {
      const doc = await openForImages(file, signal);
      try {
        onProgress(0, doc.numPages);
        const pages = await extractPdfText(doc, { signal, onPage: onProgress });
        const text = joinPages(pages, (n) => t('pageMark', { n }));
        return { name: file.name, pages, text };
      } finally {
        void doc.destroy();
      }
    });

  const empty = result?.pages.filter((text) => text.trim() === '').length ?? 0;
  const txtName = `${result?.name.replace(/\.pdf$/i, '') || 'pdf'}.txt`;

  return (
    <div className="pdf-images">
      <PdfPicker
        hasFile={!!result}
        onFiles={([file]) => file && void open(file)}
        reading={run.busy && !progress}
        readingKey="opening"
      />
      {progress ? (
        <div className="pdf-images-progress">
          <RunStatus
            status={t('reading', progress)}
            progress={progress}
            progressLabel={t('textLabel')}
            onCancel={run.cancel}
          />
        </div>
      ) : null}
      <ErrorMessage error={run.error} />
      {result ? (
        <section className="card stack" aria-labelledby={`${id}-label`}>
          <PdfFileBar
            className="pdf-images-bar"
            nameClassName="pdf-images-name"
            name={result.name}
            pageCount={result.pages.length}
          >
            <span className="muted">· {t('charCount', { count: result.pages.join('').length })}</span>
          </PdfFileBar>
          {empty ? <p className="muted">{t('emptyPages', { count: empty })}</p> : null}
          <label id={`${id}-label`} htmlFor={id} className="field-label">
            {t('textLabel')}
          </label>
          <textarea id={id} className="pdf-text-output" readOnly rows={18} value={result.text} />
          <div className="row">
            <CopyButton text={result.text} />
            <button
              type="button"
              className="btn btn-primary"
              onClick={() =>
                downloadBlob(new Blob([result.text], { type: 'text/plain;charset=utf-8' }), txtName)
              }
            >
              {t('download')}
            </button>
          </div>
        </section>
      ) : null}
      <p className="muted">{t('privacy')}</p>
    </div>
  );
}
