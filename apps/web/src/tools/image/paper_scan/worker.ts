// Applies the scan look and encodes pages off the main thread. jSquash MozJPEG is imported here so Vite
// emits its .wasm next to this worker: nothing is fetched from another origin.
import encodeJpeg from '@jsquash/jpeg/encode.js';
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { makeScanHandler } from './handler.ts';

/** Decodes with the browser (EXIF orientation applied), shrunk to `maxSide`, onto white. */
async function decodeImage(bytes: ArrayBuffer, type: string, maxSide: number) {
  const bitmap = await createImageBitmap(new Blob([bytes], { type }));
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    return ctx.getImageData(0, 0, width, height);
  } finally {
    bitmap.close();
  }
}

exposeWorker(
  makeScanHandler({
    decodeImage,
    encodeJpeg: async (pixels, quality, grey) =>
      new Uint8Array(
        await encodeJpeg(
          pixels instanceof ImageData
            ? pixels
            : new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height),
          // MozJpegColorSpace.GRAYSCALE / YCbCr (a const enum in the typings)
          { quality, color_space: (grey ? 1 : 3) as never },
        ),
      ),
  }),
);
