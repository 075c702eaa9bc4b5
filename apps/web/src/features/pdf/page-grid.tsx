import { useEffect, useRef, useState } from 'react';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { useSeen } from './pdf-thumb.tsx';
import { renderThumbnail, type PDFDocumentProxy } from './pdfjs.ts';
import './page-grid.css';

const THUMB_WIDTH = 140;
const BOX_ASPECT = 3 / 4; // width / height of a thumbnail's box (page-grid.css)

/** CSS for an extra clockwise turn; a quarter turn also shrinks the page so it still fits the box. */
export function turnTransform(turn: number, aspect: number): string {
  if (turn % 180 === 0) return `rotate(${turn}deg)`;
  // Size as drawn (fitted into a BOX_ASPECT x 1 box), then the scale that fits it once turned sideways.
  const [w, h] = aspect > BOX_ASPECT ? [BOX_ASPECT, BOX_ASPECT / aspect] : [aspect, 1];
  const scale = Math.min(1, BOX_ASPECT / h, 1 / w);
  return `rotate(${turn}deg) scale(${scale.toFixed(3)})`;
}

export interface PageGridProps {
  doc: PDFDocumentProxy | null;
  pageCount: number;
  /** Selectable pages: the selected 0-based indices and the click handler (shift = extend a run). */
  selected?: ReadonlySet<number>;
  onToggle?: (index: number, extend: boolean) => void;
  /** Extra clockwise turn per page, shown on the thumbnail; with onRotate each page gets rotate buttons. */
  turns?: readonly number[];
  onRotate?: (index: number, delta: number) => void;
  /** 'delete' marks selected pages as going away rather than chosen. */
  tone?: 'select' | 'delete';
}

function Thumbnail(props: { doc: PDFDocumentProxy | null; index: number; turn: number }) {
  const { doc, index, turn } = props;
  const box = useRef<HTMLSpanElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const visible = useSeen(box);
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const [aspect, setAspect] = useState(BOX_ASPECT);

  useEffect(() => {
    if (!visible || !doc || !canvas.current) return;
    let live = true;
    renderThumbnail(doc, index, canvas.current, THUMB_WIDTH).then(
      () => {
        if (!live || !canvas.current) return;
        setAspect(canvas.current.width / Math.max(1, canvas.current.height));
        setState('done');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [visible, doc, index]);

  return (
    <span ref={box} className={`pdf-grid-thumb is-${state}`} aria-hidden="true">
      <canvas ref={canvas} style={turn ? { transform: turnTransform(turn, aspect) } : undefined} />
      <span className="pdf-grid-number">{index + 1}</span>
    </span>
  );
}

/** Page thumbnails, rendered lazily as they scroll into view; optionally selectable and rotatable. */
export function PageGrid(props: PageGridProps) {
  const { doc, pageCount, selected, onToggle, turns, onRotate, tone = 'select' } = props;
  const { t } = useToolTranslation();
  return (
    <ol className={`pdf-grid pdf-grid--${tone}`} aria-label={t('gridLabel')}>
      {Array.from({ length: pageCount }, (_, index) => {
        const turn = turns?.[index] ?? 0;
        const isSelected = selected?.has(index) ?? false;
        const thumb = <Thumbnail doc={doc} index={index} turn={turn} />;
        return (
          <li
            key={index}
            className={`pdf-grid-item${isSelected ? ' is-selected' : ''}`}
            data-testid="pdf-page"
          >
            {onToggle ? (
              <button
                type="button"
                className="pdf-grid-page"
                aria-pressed={isSelected}
                aria-label={t('page', { n: index + 1 })}
                onClick={(event) => onToggle(index, event.shiftKey)}
              >
                {thumb}
              </button>
            ) : (
              <div className="pdf-grid-page" role="img" aria-label={t('page', { n: index + 1 })}>
                {thumb}
              </div>
            )}
            {onRotate ? (
              <span className="pdf-grid-rotate">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('rotateLeft', { n: index + 1 })}
                  onClick={() => onRotate(index, -90)}
                >
                  ↺
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('rotateRight', { n: index + 1 })}
                  onClick={() => onRotate(index, 90)}
                >
                  ↻
                </button>
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
