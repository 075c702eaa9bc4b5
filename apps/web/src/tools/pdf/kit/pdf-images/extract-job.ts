import { createWorkerBridge } from '../../../../framework/worker-bridge.ts';
import { loadPdfDocument } from '../../../../features/pdf/pdfjs.ts';
import type { ExtractRequest, ExtractResponse } from './extract-protocol.ts';
import { DEFAULT_SCALE, renderPageBlob, type PageImage } from './render.ts';

const bridge = createWorkerBridge<ExtractRequest, ExtractResponse>(
  () => new Worker(new URL('./extract-worker.ts', import.meta.url), { type: 'module' }),
);

export interface Extracted {
  images: Array<PageImage & { note: string }>;
  /** 1-based pages drawn at scale 1.5 because their images could not be decoded. */
  renderedPages: number[];
}

/**
 * The embedded images of a PDF (worker), plus, for pages whose images could not be decoded, the page
 * drawn at the spec's scale 1.5 as PNG. Throws pdf_encrypted / pdf_unreadable / pdf_no_image.
 */
export async function extractWithFallback(
  file: File,
  progress: { signal?: AbortSignal; onPage?: (done: number, total: number) => void } = {},
): Promise<Extracted> {
  const bytes = await file.arrayBuffer();
  const res = await bridge.run(
    { name: file.name, bytes },
    {
      transfer: [bytes],
      ...(progress.signal ? { signal: progress.signal } : {}),
      ...(progress.onPage ? { onProgress: progress.onPage } : {}),
    },
  );
  const images: Extracted['images'] = res.images.map((image) => ({
    name: image.name,
    blob: new Blob([image.bytes], { type: image.type }),
    index: image.page,
    note: `${image.width} × ${image.height}`,
  }));
  if (res.fallbackPages.length) {
    const doc = await loadPdfDocument(await file.arrayBuffer());
    try {
      const base = file.name.replace(/\.pdf$/i, '') || 'pdf';
      for (const page of res.fallbackPages) {
        const blob = await renderPageBlob(
          doc,
          page,
          { format: 'png', scale: DEFAULT_SCALE },
          progress.signal,
        );
        images.push({ name: `${base}-p${page + 1}-page.png`, blob, index: page, note: '' });
      }
    } finally {
      void doc.destroy();
    }
    images.sort((a, b) => a.index - b.index);
  }
  return { images, renderedPages: res.fallbackPages.map((p) => p + 1) };
}
