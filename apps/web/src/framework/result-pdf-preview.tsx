import { lazy, Suspense, type ReactNode } from 'react';
import './result-pdf-preview.css';

/** Past this size a PDF result keeps its icon: reading it for a thumbnail would stall the page. */
export const MAX_PDF_PREVIEW_BYTES = 40 * 1024 * 1024;

// features/pdf draws first pages (pdf.js in view, one file at a time, closed after) and is the one
// place that bundles pdf.js's worker, CMaps and fonts; loaded on the first PDF result only, so
// nothing of pdf.js is in the framework's chunk.
const PdfFileThumb = lazy(() =>
  import('../features/pdf/pdf-thumb.tsx').then((m) => ({ default: m.PdfFileThumb })),
);

/**
 * The first page of a PDF result in the results panel; the file-type `icon` until it is drawn,
 * and for good when the file is too large to read for a preview or cannot be drawn.
 */
export function PdfFirstPage(props: { blob: Blob; icon: ReactNode }) {
  if (props.blob.size > MAX_PDF_PREVIEW_BYTES) return props.icon;
  return (
    <Suspense fallback={props.icon}>
      <PdfFileThumb file={props.blob} width={180} className="result-pdf-thumb" fallback={props.icon} />
    </Suspense>
  );
}
