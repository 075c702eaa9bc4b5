// Puts metadata carried over from another file (EXIF, XMP, an ICC colour profile) into a freshly
// encoded JPEG or PNG, in the places viewers read it from. The encoded image data is not changed.
import { zlibSync } from 'fflate';
import { concatBytes, jpegSegment, jpegSegments, pngChunk, pngChunks } from './containers.ts';
import { fitExif } from './exif-compact.ts';

export interface CarriedMetadata {
  /** A TIFF block (no 'Exif\0\0' header). */
  exif?: Uint8Array;
  /** An XMP packet. */
  xmp?: Uint8Array;
  icc?: Uint8Array;
}

const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const EXIF = latin1('Exif\0\0');
const XMP = latin1('http://ns.adobe.com/xap/1.0/\0');
const ICC = latin1('ICC_PROFILE\0');
const MAX_PAYLOAD = 0xffff - 2;
const ICC_CHUNK = MAX_PAYLOAD - ICC.length - 2;

/**
 * The JPEG with APP1 EXIF, APP1 XMP and APP2 ICC segments after its JFIF segment (an EXIF block too
 * big for one segment loses its thumbnail, an XMP packet too big for one is left out). Also returns
 * what was left out, so the caller can say so.
 */
export function withJpegMetadata(
  jpeg: Uint8Array,
  meta: CarriedMetadata,
): { bytes: Uint8Array<ArrayBuffer>; dropped: Array<'exif' | 'xmp'> } {
  const walk = jpegSegments(jpeg);
  if (!walk) throw new Error('not a JPEG');
  const dropped: Array<'exif' | 'xmp'> = [];
  const app0 = walk.segments.find((s) => s.marker === 0xe0);
  const at = app0 ? app0.to : 2;
  const added: Uint8Array[] = [];
  if (meta.exif) {
    const exif = fitExif(meta.exif, MAX_PAYLOAD - EXIF.length);
    if (exif) added.push(jpegSegment(0xe1, concatBytes([EXIF, exif])));
    else dropped.push('exif');
  }
  if (meta.xmp) {
    if (meta.xmp.length + XMP.length <= MAX_PAYLOAD)
      added.push(jpegSegment(0xe1, concatBytes([XMP, meta.xmp])));
    else dropped.push('xmp');
  }
  if (meta.icc && meta.icc.length > 0) {
    const count = Math.ceil(meta.icc.length / ICC_CHUNK);
    for (let i = 0; i < count && count < 256; i++) {
      const part = meta.icc.subarray(i * ICC_CHUNK, (i + 1) * ICC_CHUNK);
      added.push(jpegSegment(0xe2, concatBytes([ICC, Uint8Array.of(i + 1, count), part])));
    }
  }
  return { bytes: concatBytes([jpeg.subarray(0, at), ...added, jpeg.subarray(at)]), dropped };
}

/** The PNG with iCCP, eXIf and an XMP iTXt chunk before its image data. */
export function withPngMetadata(png: Uint8Array, meta: CarriedMetadata): Uint8Array<ArrayBuffer> {
  const chunks = pngChunks(png);
  if (!chunks || chunks[0]?.type !== 'IHDR') throw new Error('not a PNG');
  const added: Uint8Array[] = [];
  const hasColour = chunks.some((c) => c.type === 'iCCP' || c.type === 'sRGB');
  if (meta.icc && meta.icc.length > 0 && !hasColour) {
    added.push(pngChunk('iCCP', concatBytes([latin1('ICC profile\0\0'), zlibSync(meta.icc)])));
  }
  if (meta.exif) added.push(pngChunk('eXIf', meta.exif));
  if (meta.xmp) added.push(pngChunk('iTXt', concatBytes([latin1('XML:com.adobe.xmp\0\0\0\0\0'), meta.xmp])));
  const ihdr = chunks[0];
  return concatBytes([png.subarray(0, ihdr.to), ...added, png.subarray(ihdr.to)]);
}
