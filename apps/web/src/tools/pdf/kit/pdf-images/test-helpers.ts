// Shared by the pdf-images tools' unit tests: the real pdf-lib check of the page tools' worker, run
// in-process, and a stand-in for pdf.js drawing (happy-dom has no canvas).
import { handlePagesRequest } from '../../../../features/pdf/pages-handler.ts';
import type { PDFDocumentProxy } from '../../../../features/pdf/pdfjs.ts';
import type * as RenderModule from './render.ts';
import type { ImageFormat, PageImage, RenderOptions } from './render.ts';

export async function fakeOpenForImages(file: File): Promise<PDFDocumentProxy> {
  const res = await handlePagesRequest(
    { kind: 'inspect', name: file.name, bytes: await file.arrayBuffer() },
    { onProgress: () => {} },
  );
  const numPages = res.result.kind === 'inspect' ? res.result.pageCount : 0;
  return { numPages, destroy: async () => {} } as unknown as PDFDocumentProxy;
}

export async function fakeRenderPages(
  _doc: PDFDocumentProxy,
  fileName: string,
  indices: readonly number[],
  options: RenderOptions,
  progress: { onPage?: (done: number, total: number) => void } = {},
): Promise<PageImage[]> {
  const type = options.format === 'jpg' ? 'image/jpeg' : 'image/png';
  return indices.map((index, i) => {
    progress.onPage?.(i + 1, indices.length);
    const name = `${fileName.replace(/\.pdf$/i, '')}-${index + 1}.${options.format satisfies ImageFormat}`;
    return { name, index, blob: new Blob([`page ${index + 1} at ${options.scale}`], { type }) };
  });
}

/** The extract worker (`extract-worker.ts`) as a `worker-bridge.ts` stand-in, run in-process. */
export async function extractBridge() {
  const { inProcessBridge } = await import('../../../../features/pdf/test-helpers.tsx');
  return inProcessBridge((await import('./extract-handler.ts')).handleExtract);
}

/** `render.ts` with pdf.js replaced: the real pdf-lib check opens the file, pages are drawn as text. */
export async function fakeRender(original: () => Promise<typeof RenderModule>) {
  return { ...(await original()), openForImages: fakeOpenForImages, renderPages: fakeRenderPages };
}
