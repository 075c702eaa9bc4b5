import { useEffect, useRef, useState } from 'react';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { RunBar, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { choosePages } from '@toolbox/toolkit/pdf';
import { PageGrid } from '../../../features/pdf/page-grid.tsx';
import { PdfFileBar, PdfPicker } from '../../../features/pdf/pdf-picker.tsx';
import type { PDFDocumentProxy } from '../../../features/pdf/pdfjs.ts';
import { ImageOptions } from '../kit/pdf-images/options.tsx';
import { DEFAULT_SCALE, openForImages, renderPages, type ImageFormat } from '../kit/pdf-images/render.ts';
import { PageChoiceField, toPageChoice, type PageChoiceDraft } from './page-choice-field.tsx';
import '../kit/pdf-images/pdf-images.css';

interface Loaded {
  file: File;
  doc: PDFDocumentProxy;
}

/** One PDF in, its pages as PNG or JPG images out (one image downloads on its own, several as a ZIP). */
export default function PdfToImageTool() {
  const { t } = useToolTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reading, setReading] = useState(false);
  const [format, setFormat] = useState<ImageFormat>('png');
  const [scale, setScale] = useState(String(DEFAULT_SCALE));
  const [draft, setDraft] = useState<PageChoiceDraft>({ type: 0, single: '1', start: '1', end: '' });
  const run = useToolRun<ResultFile[]>();
  const { stale } = run;
  const opening = useRef(0);

  useEffect(
    () => () => {
      void loaded?.doc.destroy();
    },
    [loaded],
  );

  const open = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const token = ++opening.current;
    run.cancel();
    setLoaded(null);
    stale();
    setReading(true);
    await run.capture(async () => {
      try {
        const doc = await openForImages(file);
        if (opening.current !== token) return void doc.destroy();
        setLoaded({ file, doc });
        setDraft((d) => ({ ...d, end: String(doc.numPages) }));
      } finally {
        if (opening.current === token) setReading(false);
      }
    });
  };

  const convert = ({ file, doc }: Loaded) =>
    run.capture(() => {
      // A page number out of range is reported before anything runs.
      const indices = choosePages(toPageChoice(draft), doc.numPages);
      return run.start(async ({ signal, onProgress }) => {
        const options = { format, scale: Number(scale) };
        const images = await renderPages(doc, file.name, indices, options, { signal, onPage: onProgress });
        return images.map(({ name, blob, index }) => ({ name, blob, note: t('page', { n: index + 1 }) }));
      }, indices.length);
    });

  const pageCount = loaded?.doc.numPages ?? 0;
  const base = loaded?.file.name.replace(/\.pdf$/i, '') || 'pdf';

  return (
    <div className="pdf-images">
      <PdfPicker hasFile={!!loaded} onFiles={(files) => void open(files)} reading={reading} />

      {loaded ? (
        <>
          <PdfFileBar
            className="pdf-images-bar"
            nameClassName="pdf-images-name"
            name={loaded.file.name}
            pageCount={pageCount}
          />
          <ImageOptions
            format={format}
            scale={scale}
            onFormat={(f) => (setFormat(f), stale())}
            onScale={(s) => (setScale(s), stale())}
          />
          <PageChoiceField draft={draft} pageCount={pageCount} onChange={(d) => (setDraft(d), stale())} />
          <RunBar
            run={run}
            action={{
              className: 'pdf-images-progress',
              label: t('convert'),
              onRun: () => void convert(loaded),
              status: run.progress ? t('rendering', run.progress) : '',
              progressLabel: t('convert'),
              swap: true,
            }}
          >
            <p className="muted">{t('privacy')}</p>
          </RunBar>
        </>
      ) : null}

      <ErrorMessage error={run.error} />
      {run.result ? <ResultsPanel results={run.result} zipName={`${base}-images.zip`} /> : null}
      {loaded ? <PageGrid doc={loaded.doc} pageCount={pageCount} /> : null}
    </div>
  );
}
