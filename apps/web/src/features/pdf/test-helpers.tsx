// Shared by the PDF and document tools' unit tests: real pdf-lib files, the tool rendered as on its page,
// and module stand-ins for what happy-dom lacks (a Worker, pdf.js).
//
// A stand-in is installed by the test file's own vi.mock call (Vitest hoists it above the imports and
// runs the factory when the module is first imported), loading this file inside the factory:
//
//   vi.mock('../../../framework/worker-bridge.ts', async () =>
//     (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
//       (await import('./handler.ts')).handleMergeRequest,
//     ),
//   );
import { waitFor } from '@testing-library/react';
import { PDFDocument, degrees } from 'pdf-lib';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import type { WorkerHandler } from '../../framework/worker-expose.ts';
import { renderWithProviders } from '../../test/render.tsx';

/**
 * A PDF made with pdf-lib. Page i is (300 + i) × 400 points, so sizes tell the pages apart, unless
 * `size` gives every page the same one; `turnEveryOther` rotates the 2nd, 4th… page by 90°. A trailer
 * /Encrypt entry marks the file as encrypted (the real qpdf-made ones are in the toolkit's tests).
 */
export async function pdfFile(
  name: string,
  pages: number,
  options: { encrypted?: boolean; size?: [number, number]; turnEveryOther?: boolean } = {},
): Promise<File> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage(options.size ?? [300 + i, 400]);
    if (options.turnEveryOther) page.setRotation(degrees(i % 2 ? 90 : 0));
  }
  if (options.encrypted)
    doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard' }));
  const bytes = await doc.save({ useObjectStreams: false });
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });
}

export function renderTool(code: string, ui: ReactElement) {
  return renderWithProviders(ui, { toolCode: code });
}

/** Page sizes and rotations of a result blob, e.g. '300x400@90'. */
export async function pagesOfBlob(blob: Blob): Promise<string[]> {
  const doc = await PDFDocument.load(new Uint8Array(await blob.arrayBuffer()));
  return doc
    .getPages()
    .map((p) => `${Math.round(p.getWidth())}x${Math.round(p.getHeight())}@${p.getRotation().angle}`);
}

/**
 * A stand-in for `framework/worker-bridge.ts` whose bridges answer every request with the worker's own
 * handler, in-process, passing progress on to the caller; `watch` sees each request and its answer.
 */
export function inProcessBridge<Req, Res>(
  handle: WorkerHandler<Req, Res>,
  watch?: (req: Req, answer: Res) => void,
) {
  return {
    createWorkerBridge: () => ({
      run: async (req: Req, options: { onProgress?: (done: number, total: number) => void } = {}) => {
        const { result } = await handle(req, { onProgress: options.onProgress ?? (() => {}) });
        watch?.(req, result);
        return result;
      },
      terminate: () => {},
    }),
  };
}

/** A stand-in for `features/pdf/pdfjs.ts` that opens nothing: the tools then show no thumbnails. */
export const noPdfjs = {
  loadPdfDocument: () => Promise.reject(new Error('no pdf.js in tests')),
  renderThumbnail: () => Promise.resolve(),
};

/**
 * Watches the blobs the page makes object URLs for (what its Download links offer). The returned
 * function waits for the first one of a type: the link's URL is made in an effect after the result shows.
 */
export function watchOfferedBlobs() {
  const blobs: Blob[] = [];
  const objectUrl = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return objectUrl(blob);
  });
  return (type: string) =>
    waitFor(() => {
      const found = blobs.find((blob) => blob.type === type);
      if (!found) throw new Error(`no ${type} was offered`);
      return found;
    });
}

/** The page tools' worker (`pages-worker.ts`) as a `worker-bridge.ts` stand-in, run in-process. */
export async function pagesBridge() {
  return inProcessBridge((await import('./pages-handler.ts')).handlePagesRequest);
}
