import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { PDFDocumentProxy } from './pdfjs.ts';

// The pdf.js glue (and through it pdf.js) is fetched when the first thumbnail is drawn, not with the page.
const pdfjs = () => import('./pdfjs.ts');

/** True once `ref`'s element has come within `margin` of the viewport (at once without IntersectionObserver). */
export function useSeen(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin]);
  return seen;
}

/** Page `page` (0-based) of an open document, drawn `width` CSS pixels wide once it scrolls into view. */
export function PdfPageThumb(props: {
  doc: PDFDocumentProxy | undefined;
  page: number;
  width: number;
  className: string;
}) {
  const { doc, page, width } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const seen = useSeen(canvas, '0px');
  useEffect(() => {
    const target = canvas.current;
    if (seen && doc && target)
      void pdfjs()
        .then(({ renderThumbnail }) => renderThumbnail(doc, page, target, width))
        .catch(() => {});
  }, [seen, doc, page, width]);
  return <canvas ref={canvas} className={props.className} aria-hidden="true" />;
}

// Files are opened one at a time: a long list scrolled into view must not open every PDF at once.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The first page of a PDF file (or result), drawn `width` CSS pixels wide. pdf.js opens the file only
 * when it scrolls into view, draws the page and closes it again; `fallback` shows until then, and for
 * good when the file cannot be drawn.
 */
export function PdfFileThumb(props: { file: Blob; width: number; className: string; fallback: ReactNode }) {
  const { file, width } = props;
  const box = useRef<HTMLSpanElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const seen = useSeen(box);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (!seen) return;
    let live = true;
    const draw = async () => {
      if (!live || !canvas.current) return;
      const { loadPdfDocument, renderThumbnail } = await pdfjs();
      const doc = await loadPdfDocument(await file.arrayBuffer());
      try {
        if (live && canvas.current) await renderThumbnail(doc, 0, canvas.current, width);
        if (live) setDrawn(true);
      } finally {
        void doc.destroy();
      }
    };
    queue = queue.then(draw).catch(() => {});
    return () => {
      live = false;
    };
  }, [seen, file, width]);

  return (
    <span ref={box} className={props.className} aria-hidden="true">
      <canvas ref={canvas} hidden={!drawn} />
      {drawn ? null : props.fallback}
    </span>
  );
}
