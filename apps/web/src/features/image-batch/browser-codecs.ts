// The browser's codecs, for a tool's worker only: Chromium decodes (EXIF orientation applied),
// jSquash encodes (MozJPEG, WebP, AVIF, PNG with optional oxipng) and resamples (Lanczos-3). Vite emits
// each .wasm beside the worker; AVIF's encoder (the largest) loads only when AVIF is asked for.
import encodeJpeg from '@jsquash/jpeg/encode.js';
import encodePng from '@jsquash/png/encode.js';
import encodeWebp from '@jsquash/webp/encode.js';
import initOxipng, { optimise_raw as oxipngRaw } from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js';
import initResize, { resize as wasmResize } from '@jsquash/resize/lib/resize/pkg/squoosh_resize.js';
import {
  assertCanvasFits,
  decodeTiff,
  encodeImage,
  gifFrameCount,
  imageError,
  mozJpegOptions,
  readImageSize,
  sniffFormat,
  type Pixels,
  type PrimitiveEncoders,
  type Resampler,
  type SourceFormat,
} from '@toolbox/toolkit/image';
import type { DecodedImage, ExtraDecoder, ImageCodecs } from './codecs.ts';
import type { ImageNote } from './protocol.ts';

/** JPEG headers may sit behind EXIF thumbnails and ICC profiles: read this much to find the size. */
const HEADER_BYTES = 256 * 1024;
const LANCZOS3 = 3; // squoosh_resize's filter index

const asImageData = (p: Pixels): ImageData =>
  p instanceof ImageData ? p : new ImageData(new Uint8ClampedArray(p.data), p.width, p.height);

let oxipngReady: Promise<unknown> | undefined;
let resizeReady: Promise<unknown> | undefined;

const encoders: PrimitiveEncoders = {
  jpeg: async (p, quality, fullChroma) =>
    new Uint8Array(await encodeJpeg(asImageData(p), mozJpegOptions(quality, fullChroma))),
  webp: async (p, quality) => new Uint8Array(await encodeWebp(asImageData(p), { quality })),
  avif: async (p, quality) => {
    const { default: encodeAvif } = await import('@jsquash/avif/encode.js');
    return new Uint8Array(await encodeAvif(asImageData(p), { quality, speed: 6 }));
  },
  png: async (p, optimise) => {
    if (!optimise) return new Uint8Array(await encodePng(asImageData(p)));
    oxipngReady ??= initOxipng();
    await oxipngReady;
    return oxipngRaw(p.data, p.width, p.height, 2, false, false);
  },
};

/** Lanczos-3 with premultiplied alpha, so transparent edges do not bleed dark. */
export const resample: Resampler = async (p, width, height) => {
  assertCanvasFits(width, height);
  resizeReady ??= initResize();
  await resizeReady;
  const bytes = new Uint8Array(p.data.buffer, p.data.byteOffset, p.data.byteLength);
  const data = wasmResize(bytes, p.width, p.height, width, height, LANCZOS3, true, false);
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height };
};

/** Draws a bitmap into RGBA pixels (the bitmap is closed). */
function pixelsOf(bitmap: ImageBitmap): ImageData {
  try {
    assertCanvasFits(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw imageError('processing_failed');
    ctx.drawImage(bitmap, 0, 0);
    return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/**
 * Decodes with the browser, or a decoder of ours for TIFF (and any `extra` one, e.g. HEIC). The size
 * in the header is checked against the canvas limit before anything is decoded.
 */
export function browserCodecs(extra: Partial<Record<SourceFormat, ExtraDecoder>> = {}): ImageCodecs {
  const decode = async (file: Blob): Promise<DecodedImage> => {
    const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
    const source = sniffFormat(head);
    const size = readImageSize(head);
    if (size) assertCanvasFits(size.width, size.height);
    const notes: ImageNote[] = [];
    const own = extra[source];
    if (own) {
      const out = await own(new Uint8Array(await file.arrayBuffer()));
      return { pixels: out.pixels, source, notes: out.notes ?? [] };
    }
    if (source === 'tiff') {
      const tiff = decodeTiff(new Uint8Array(await file.arrayBuffer()));
      if (tiff.pages > 1) notes.push({ code: 'tiff_first_page', params: { count: tiff.pages } });
      return { pixels: tiff, source, notes };
    }
    if (source === 'heic' || source === 'unknown') throw imageError('unsupported_file');
    if (source === 'gif' && gifFrameCount(new Uint8Array(await file.arrayBuffer())) > 1)
      notes.push({ code: 'gif_first_frame' });
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image', premultiplyAlpha: 'none' });
    } catch {
      throw imageError('image_load_abnormal');
    }
    return { pixels: pixelsOf(bitmap), source, notes };
  };
  return {
    decode,
    resample,
    encode: (pixels, spec) => encodeImage(pixels, spec, encoders, resample),
  };
}
