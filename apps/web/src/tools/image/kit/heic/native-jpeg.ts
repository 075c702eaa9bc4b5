// The browser's own JPEG encoder (libjpeg-turbo in Chromium) through an OffscreenCanvas, in a worker.
// Several times faster than MozJPEG in WebAssembly for a 12 MP photo, at about heif-convert's bytes
// for the same quality number (measured in docs/benchmarks.md, "HEIC on two cores").
import { jpegSegments, type Pixels } from '@toolbox/toolkit/image';

/** True where the worker can encode JPEG with the browser (OffscreenCanvas.convertToBlob). */
export const hasNativeJpeg = () =>
  typeof OffscreenCanvas === 'function' && 'convertToBlob' in OffscreenCanvas.prototype;

const ICC_PROFILE = 'ICC_PROFILE\0';

/** Whether a segment is an APP2 ICC profile chunk. */
function isIcc(jpeg: Uint8Array, s: { marker: number; from: number; to: number }): boolean {
  if (s.marker !== 0xe2 || s.to - s.from < 4 + ICC_PROFILE.length) return false;
  return String.fromCharCode(...jpeg.subarray(s.from + 4, s.from + 4 + ICC_PROFILE.length)) === ICC_PROFILE;
}

/** RGBA pixels on an OffscreenCanvas of their size (the encoder's and the thumbnail's source). */
export function pixelCanvas(p: Pixels): OffscreenCanvas {
  const canvas = new OffscreenCanvas(p.width, p.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const data = new Uint8ClampedArray(p.data.buffer as ArrayBuffer, p.data.byteOffset, p.width * p.height * 4);
  ctx.putImageData(new ImageData(data, p.width, p.height), 0, 0);
  return canvas;
}

/**
 * A canvas's pixels as a baseline JPEG at `quality` 1..100, by the browser. Chromium tags its JPEGs
 * with an sRGB profile: it is taken out, so the photo's own profile (added after, with its EXIF) is
 * the only one.
 */
export async function nativeJpeg(canvas: OffscreenCanvas, quality: number): Promise<Uint8Array> {
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 100 });
  const jpeg = new Uint8Array(await blob.arrayBuffer());
  const walk = jpegSegments(jpeg);
  const icc = walk?.segments.filter((s) => isIcc(jpeg, s)) ?? [];
  if (icc.length === 0) return jpeg;
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const s of icc) {
    parts.push(jpeg.subarray(at, s.from));
    at = s.to;
  }
  parts.push(jpeg.subarray(at));
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  parts.reduce((offset, part) => (out.set(part, offset), offset + part.length), 0);
  return out;
}
