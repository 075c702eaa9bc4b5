// Compresses one image per call, off the main thread. The jSquash modules are imported here so
// Vite emits their .wasm files next to this worker: nothing is fetched from another origin.
import encodeJpeg from '@jsquash/jpeg/encode.js';
import encodeWebp from '@jsquash/webp/encode.js';
import initOxipng, { optimise_raw as oxipngRaw } from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js';
import { exposeWorker } from '../../../framework/worker-expose.ts';
import {
  compressToTarget,
  type Encoders,
  isTooLarge,
  mozJpegOptions,
  type Pixels,
  readImageSize,
  readMetadata,
} from '@toolbox/toolkit/image';
import type { CompressRequest, CompressResponse } from './protocol.ts';
import { formatFor, sourceFormat } from './target.ts';

/** JPEG headers may sit behind EXIF thumbnails and ICC profiles: read this much to find the frame. */
const HEADER_BYTES = 256 * 1024;

// jSquash reads only data, width and height; our pixels come from getImageData, so they are ImageData.
const asImageData = (p: Pixels): ImageData =>
  p instanceof ImageData ? p : new ImageData(new Uint8ClampedArray(p.data), p.width, p.height);

// The single-threaded oxipng build: the threaded one needs cross-origin isolation and nested workers.
let oxipngReady: Promise<unknown> | undefined;

const encoders: Encoders = {
  jpeg: async (p, quality) => new Uint8Array(await encodeJpeg(asImageData(p), mozJpegOptions(quality))),
  webp: async (p, quality) => new Uint8Array(await encodeWebp(asImageData(p), { quality })),
  png: async (p, level) => {
    oxipngReady ??= initOxipng();
    await oxipngReady;
    return oxipngRaw(p.data, p.width, p.height, level, false, false);
  },
};

/**
 * Decodes with the browser (every format it knows) into RGBA pixels as a viewer shows them: EXIF
 * orientation applied. 'from-image' is Chromium's default; it is spelled out because the encoders write
 * no EXIF, so the turn must be in the pixels, and the Node decoder of the tests does the same.
 */
async function decode(file: File, opaque: boolean): Promise<ImageData | 'too_large'> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (isTooLarge(bitmap.width, bitmap.height)) return 'too_large';
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2d context');
    // JPEG has no alpha: flatten onto white, as viewers show it, instead of letting it turn black.
    if (opaque) {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, bitmap.width, bitmap.height);
    }
    ctx.drawImage(bitmap, 0, 0);
    return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

exposeWorker<CompressRequest, CompressResponse>(async ({ file, choice, targetBytes }, { onProgress }) => {
  const format = formatFor(choice, file.type);
  const header = readImageSize(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  const base = { format, quality: 0, attempts: 0, width: header?.width ?? 0, height: header?.height ?? 0 };
  if (header && isTooLarge(header.width, header.height)) {
    return { result: { ...base, status: 0, reason: 'too_large' } };
  }
  let pixels: ImageData | 'too_large';
  try {
    pixels = await decode(file, format === 'jpeg');
  } catch {
    return { result: { ...base, status: 0, reason: 'load_abnormal' } };
  }
  if (pixels === 'too_large') return { result: { ...base, status: 0, reason: 'too_large' } };

  const out = await compressToTarget(pixels, { format, targetBytes, onProgress }, encoders);
  const size = { width: pixels.width, height: pixels.height };
  const sameFormat = sourceFormat(file.type) === format;
  const original = await file.arrayBuffer();
  const metadata = readMetadata(new Uint8Array(original));
  // Re-encoding an already small file can make it bigger: then the original is the better answer.
  if (sameFormat && file.size <= targetBytes && (!out.bytes || file.size <= out.bytes.length)) {
    const result: CompressResponse = {
      ...base,
      ...size,
      status: 1,
      bytes: original,
      attempts: out.attempts,
      keptOriginal: true,
      location: metadata.location,
    };
    return { result, transfer: [original] };
  }
  const bytes = out.bytes!.slice().buffer;
  const result: CompressResponse = { ...base, ...size, status: out.status, bytes, quality: out.quality };
  const metadataDropped = metadata.exif || metadata.xmp;
  return { result: { ...result, attempts: out.attempts, metadataDropped }, transfer: [bytes] };
});
