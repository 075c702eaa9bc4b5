import type { WorkerHandler } from '../../../../framework/worker-expose.ts';
import { extractImages, type JpegDecoder } from '@toolbox/toolkit/pdf/extract-images';
import type { ExtractRequest, ExtractResponse } from './extract-protocol.ts';

/** The browser's JPEG decoder, for JPEGs with a soft mask (decoded, then written as PNG with alpha). */
const browserJpeg: JpegDecoder | undefined =
  typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function'
    ? async (bytes) => {
        const bitmap = await createImageBitmap(new Blob([bytes.slice()], { type: 'image/jpeg' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        bitmap.close();
        return { width: canvas.width, height: canvas.height, data: new Uint8Array(data.buffer) };
      }
    : undefined;

/** What the worker does; separate from the worker file so tests can run it in-process. */
export const handleExtract: WorkerHandler<ExtractRequest, ExtractResponse> = async (req, { onProgress }) => {
  const result = await extractImages(
    { name: req.name, bytes: new Uint8Array(req.bytes) },
    { ...(browserJpeg ? { jpeg: browserJpeg } : {}), onProgress },
  );
  const images = result.images.map((image) => ({
    name: image.name,
    bytes: image.bytes.slice().buffer as ArrayBuffer,
    type: image.type,
    page: image.page,
    width: image.width,
    height: image.height,
  }));
  return { result: { images, fallbackPages: result.fallbackPages }, transfer: images.map((i) => i.bytes) };
};
