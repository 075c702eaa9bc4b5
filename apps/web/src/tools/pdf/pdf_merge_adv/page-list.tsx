import type { PointerEvent, RefObject } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { PdfPageThumb } from '../../../features/pdf/pdf-thumb.tsx';
import type { PDFDocumentProxy } from '../../../features/pdf/pdfjs.ts';
import '../../../ui/ordered-list.css';

/** One page of the output: which file (by list id) and which of its pages (0-based). */
export interface PageEntry {
  id: string;
  fileId: string;
  name: string;
  page: number;
}

/** The output pages: thumbnail, source, drag handle, move up / down and leave out. */
export function PageList(props: {
  pages: PageEntry[];
  docs: ReadonlyMap<string, PDFDocumentProxy>;
  listRef: RefObject<HTMLOListElement | null>;
  dragging: number | null;
  busy: boolean;
  start: (index: number) => (event: PointerEvent) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (id: string) => void;
}) {
  const { pages, docs, listRef, dragging, busy, start, onMove, onRemove } = props;
  const { t } = useToolTranslation();
  return (
    <ol className="merge-adv-pages" ref={listRef}>
      {pages.map((entry, index) => {
        const label = { name: entry.name, n: entry.page + 1 };
        return (
          <li
            key={entry.id}
            data-id={entry.id}
            data-testid="merge-adv-page"
            className={`merge-adv-page${dragging === index ? ' is-dragging' : ''}`}
          >
            <span
              className="ordered-handle pdf-merge-handle"
              onPointerDown={busy ? undefined : start(index)}
              title={t('dragPage', label)}
              aria-hidden="true"
            >
              ⠿
            </span>
            <span className="ordered-index pdf-merge-index" aria-hidden="true">
              {index + 1}
            </span>
            <PdfPageThumb
              doc={docs.get(entry.fileId)}
              page={entry.page}
              width={56}
              className="merge-adv-thumb"
            />
            <span className="merge-adv-label">{t('pageOf', label)}</span>
            <span className="ordered-buttons is-compact pdf-merge-buttons">
              <button
                type="button"
                className="icon-button"
                data-action="up"
                aria-label={t('movePageUp', label)}
                disabled={busy || index === 0}
                onClick={() => onMove(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="icon-button"
                data-action="down"
                aria-label={t('movePageDown', label)}
                disabled={busy || index === pages.length - 1}
                onClick={() => onMove(index, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="icon-button pdf-merge-remove"
                data-action="remove"
                aria-label={t('removePage', label)}
                disabled={busy}
                onClick={() => onRemove(entry.id)}
              >
                ✕
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
