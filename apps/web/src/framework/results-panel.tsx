import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons.tsx';
import { toast } from '../ui/toast-store.ts';
import { downloadBlob } from './download.ts';
import { PdfFirstPage } from './result-pdf-preview.tsx';
import { extensionOf, formatBytes } from './format.ts';
import { zipFiles } from './zip.ts';
import { useObjectUrl } from './use-object-url.ts';

/** One output file of a tool. `note` is a short line under the name (e.g. '−42 %', '12 pages'). */
export interface ResultFile {
  name: string;
  blob: Blob;
  note?: string;
  /**
   * A small picture of an image result made where its pixels already were (e.g. the HEIC worker):
   * shown instead of decoding the whole file just for a thumbnail.
   */
  thumbnail?: Blob;
}

const TEXT_EXTENSIONS = new Set([
  'txt',
  'csv',
  'md',
  'json',
  'xml',
  'html',
  'srt',
  'log',
  'tsv',
  'yaml',
  'yml',
]);
const PREVIEW_LINES = 4;
/** Past this size an image result keeps its icon: decoding it for a thumbnail would stall the page. */
export const MAX_IMAGE_PREVIEW_BYTES = 30 * 1024 * 1024;

export type PreviewKind = 'image' | 'text' | 'other';

export function previewKindOf(file: ResultFile): PreviewKind {
  const type = file.blob.type.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  // application/json, application/xml, application/javascript and +json/+xml types; not Office's
  // "openxmlformats" zip packages, whose name merely contains "xml".
  if (type.startsWith('text/') || /^application\/(json|xml|javascript)$|\+(json|xml)$/.test(type))
    return 'text';
  if (!type && TEXT_EXTENSIONS.has(extensionOf(file.name))) return 'text';
  return 'other';
}

function iconFor(file: ResultFile): string {
  const type = file.blob.type;
  if (type === 'application/pdf' || extensionOf(file.name) === 'pdf') return 'pdf';
  if (type.startsWith('audio/') || type.startsWith('video/')) return 'audio_video';
  if (/wordprocessingml|msword/.test(type) || /^docx?$/.test(extensionOf(file.name))) return 'document';
  return 'file';
}

function TextPreview({ blob }: { blob: Blob }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    blob
      .slice(0, 4096)
      .text()
      .then((value) => {
        if (live) setText(value.split(/\r?\n/).slice(0, PREVIEW_LINES).join('\n'));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [blob]);
  return <pre className="result-text">{text ?? ''}</pre>;
}

/** Draws a file the panel has no preview for (e.g. a PDF's first page); `icon` is the usual file-type icon. */
export type ResultPreview = (file: ResultFile, icon: ReactNode) => ReactNode;

/** The panel's own preview of a file that is neither image nor text: a PDF's first page, else the icon. */
function OtherPreview({ file, children }: { file: ResultFile; children: ReactNode }) {
  return iconFor(file) === 'pdf' ? <PdfFirstPage blob={file.blob} icon={children} /> : children;
}

function ResultItem({ file, preview }: { file: ResultFile; preview?: ResultPreview }) {
  const { t } = useTranslation();
  const url = useObjectUrl(file.blob);
  const thumbnailUrl = useObjectUrl(file.thumbnail ?? null);
  const shown = file.thumbnail ? thumbnailUrl : url;
  const kind = previewKindOf(file);
  return (
    <li className="result-item">
      <div className="result-preview">
        {kind === 'image' && (file.thumbnail || file.blob.size <= MAX_IMAGE_PREVIEW_BYTES) ? (
          shown ? (
            <img
              src={shown}
              alt={t('results.preview', { name: file.name })}
              loading="lazy"
              decoding="async"
            />
          ) : null
        ) : kind === 'text' ? (
          <TextPreview blob={file.blob} />
        ) : (
          (preview ?? ((_, icon) => <OtherPreview file={file}>{icon}</OtherPreview>))(
            file,
            <span className="result-icon">
              <Icon name={iconFor(file)} size={32} />
              <span className="result-ext">{extensionOf(file.name).toUpperCase()}</span>
            </span>,
          )
        )}
      </div>
      <div className="result-meta">
        <span className="result-name" title={file.name}>
          {file.name}
        </span>
        <span className="result-size">
          {formatBytes(file.blob.size)}
          {file.note ? <span className="result-note"> · {file.note}</span> : null}
        </span>
      </div>
      <a
        className="btn btn-secondary result-download"
        href={url ?? undefined}
        download={file.name}
        aria-label={t('results.downloadNamed', { name: file.name })}
        onClick={(event) => {
          if (!url) {
            event.preventDefault();
            downloadBlob(file.blob, file.name);
          }
        }}
      >
        <Icon name="download" size={18} />
        <span>{t('results.download')}</span>
      </a>
    </li>
  );
}

/**
 * The outputs of a tool: a preview per file (thumbnail for images, first lines for text, the tool's
 * `preview` or an icon otherwise), its size and a Download button; 'Download all (ZIP)' from two results on, unless
 * `zip` is false (the results came as a ZIP the page already offers).
 */
export function ResultsPanel(props: {
  results: ResultFile[];
  zipName?: string;
  zip?: boolean;
  preview?: ResultPreview;
}) {
  const { t } = useTranslation();
  const [zipping, setZipping] = useState(false);
  const titleId = useId();
  if (props.results.length === 0) return null;

  const downloadAll = async () => {
    setZipping(true);
    try {
      const zip = await zipFiles(props.results);
      downloadBlob(zip, props.zipName ?? 'results.zip');
    } catch {
      toast.warning(t('results.zipFailed'));
    } finally {
      setZipping(false);
    }
  };

  return (
    <section className="results-panel" aria-labelledby={titleId}>
      <div className="results-head">
        <h2 id={titleId}>{t('results.title')}</h2>
        {props.results.length >= 2 && props.zip !== false ? (
          <button type="button" className="btn btn-primary" onClick={downloadAll} disabled={zipping}>
            <Icon name="download" size={18} />
            <span>{zipping ? t('results.zipping') : t('results.downloadAll')}</span>
          </button>
        ) : null}
      </div>
      <ul className="results-list">
        {props.results.map((file, index) => (
          <ResultItem key={`${index}-${file.name}`} file={file} preview={props.preview} />
        ))}
      </ul>
    </section>
  );
}
