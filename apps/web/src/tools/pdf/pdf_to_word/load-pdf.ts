// pdf.js (self-hosted, see features/pdf) and its operator table, for the converter.
import { loadPdfDocument } from '../../../features/pdf/pdfjs.ts';
import {
  type MediaFile,
  type OpsTable,
  type PdfDocumentLike,
  pdfjsImageToPng,
} from '@toolbox/toolkit/docx/from-pdf';

export async function openForWord(
  bytes: ArrayBuffer,
): Promise<{ doc: PdfDocumentLike; ops: OpsTable; close: () => Promise<void> }> {
  const [doc, lib] = await Promise.all([loadPdfDocument(bytes), import('pdfjs-dist')]);
  return { doc: doc as unknown as PdfDocumentLike, ops: lib.OPS, close: () => doc.destroy() };
}

/** Photos this large (and opaque) go into the .docx as JPEG; smaller or transparent ones as PNG. */
const JPEG_ABOVE_PIXELS = 160_000;

/**
 * A pdf.js image object as a picture file: in the browser pdf.js hands ImageBitmaps over, which a
 * canvas encodes; raw samples go through our PNG encoder.
 */
export async function encodeImage(image: unknown): Promise<MediaFile | undefined> {
  const bitmap = (image as { bitmap?: ImageBitmap }).bitmap;
  if (!bitmap) {
    const png = pdfjsImageToPng(image as Parameters<typeof pdfjsImageToPng>[0]);
    return png ? { bytes: png, ext: 'png' } : undefined;
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  ctx.drawImage(bitmap, 0, 0);
  const big = bitmap.width * bitmap.height > JPEG_ABOVE_PIXELS;
  const opaque = big && isOpaque(ctx.getImageData(0, 0, bitmap.width, bitmap.height).data);
  const blob = await canvas.convertToBlob(
    opaque ? { type: 'image/jpeg', quality: 0.9 } : { type: 'image/png' },
  );
  return { bytes: new Uint8Array(await blob.arrayBuffer()), ext: opaque ? 'jpeg' : 'png' };
}

function isOpaque(data: Uint8ClampedArray): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}
