import * as UTIF from 'utif2';
import type { Pixels } from './compress-types.ts';
import { assertCanvasFits, imageError } from './formats.ts';

/**
 * The first page of a TIFF (what Chromium cannot open) as RGBA, via UTIF (MIT): uncompressed, LZW,
 * PackBits, Deflate, JPEG-in-TIFF, 1..16-bit, palette, CMYK. The size is checked against the canvas
 * limit before the page is decoded. `pages` tells how many pages the file has.
 */
export function decodeTiff(bytes: Uint8Array): Pixels & { pages: number } {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  let ifds: UTIF.IFD[];
  try {
    ifds = UTIF.decode(buffer);
  } catch {
    throw imageError('image_load_abnormal');
  }
  // Pages are the IFDs with pixels; sub-IFDs (thumbnails) are not listed at the top level.
  const pages = ifds.filter((ifd) => ifd['t256'] !== undefined);
  const page = pages[0];
  if (!page) throw imageError('image_load_abnormal');
  const width = Number((page['t256'] as number[])[0]);
  const height = Number((page['t257'] as number[])[0]);
  assertCanvasFits(width, height);
  try {
    UTIF.decodeImage(buffer, page);
    const rgba = UTIF.toRGBA8(page);
    if (rgba.length !== width * height * 4) throw new Error('short');
    return {
      data: new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length),
      width,
      height,
      pages: pages.length,
    };
  } catch {
    throw imageError('image_load_abnormal');
  }
}
