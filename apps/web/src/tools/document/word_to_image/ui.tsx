import { useEffect, useId, useState } from 'react';
import { useCreditsBeforeSubmit } from '../../../features/credits/index.ts';
import type { DownloadedFile } from '../../../features/files/download.ts';
import { ServerFileTool } from '../../../features/files/server-file-tool.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { pageImages } from './page-images.ts';
import './word-to-image.css';

const FORMATS = ['png', 'jpg'] as const;
const DPIS = [96, 144, 200, 300] as const;

function PagePreview({ page }: { page: ResultFile }) {
  const { t } = useToolTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(page.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [page]);
  return url ? (
    <figure className="w2i-preview">
      <img src={url} alt={t('pageName', { page: 1, name: page.name })} />
    </figure>
  ) : null;
}

/** The page images of the result, previewed with a download per page. */
function PageImages({ file }: { file: DownloadedFile }) {
  const { t } = useToolTranslation();
  const [pages, setPages] = useState<ResultFile[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    pageImages(file.blob, file.name).then(
      (images) =>
        live && setPages(images.map((image, i) => ({ ...image, note: t('page', { page: i + 1 }) }))),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [file, t]);
  if (failed) return <p className="muted">{t('unzipFailed')}</p>;
  if (!pages) return null;
  // One page: the widget's Download already saves it; a preview is all that is missing.
  if (pages.length === 1) return <PagePreview page={pages[0]!} />;
  // The widget above already downloads the server's ZIP of every page.
  return <ResultsPanel results={pages} zip={false} />;
}

/** word_to_image: every page of a .docx / .doc as a PNG or JPG, rendered by the server. */
export default function WordToImageTool() {
  const { t } = useToolTranslation();
  const [format, setFormat] = useState<(typeof FORMATS)[number]>('png');
  const [dpi, setDpi] = useState<number>(144);
  const ids = { format: useId(), dpi: useId(), hint: useId() };
  const credits = useCreditsBeforeSubmit('word_to_image');
  return (
    <div className="stack">
      <p className="muted">{t('note')}</p>
      <ServerFileTool
        funcCode="word_to_image"
        accept=".docx,.doc"
        actionLabel={t('convert')}
        beforeSubmit={credits.beforeSubmit}
        optionValues={{ format, dpi }}
        options={(disabled) => (
          <div className="row" style={{ flexWrap: 'wrap', gap: 16 }}>
            <div className="field">
              <label htmlFor={ids.format}>{t('format')}</label>
              <select
                id={ids.format}
                value={format}
                disabled={disabled}
                onChange={(e) => setFormat(e.target.value as (typeof FORMATS)[number])}
              >
                {FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {f.toUpperCase()}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.dpi}>{t('dpi')}</label>
              <select
                id={ids.dpi}
                value={dpi}
                disabled={disabled}
                aria-describedby={ids.hint}
                onChange={(e) => setDpi(Number(e.target.value))}
              >
                {DPIS.map((d) => (
                  <option key={d} value={d}>
                    {t('dpiValue', { dpi: d })}
                  </option>
                ))}
              </select>
              <span id={ids.hint} className="field-hint">
                {t('dpiHint')}
              </span>
            </div>
          </div>
        )}
        renderResult={(file) => <PageImages file={file} />}
      />
      {credits.dialogs}
    </div>
  );
}
