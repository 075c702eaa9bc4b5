// Removes all descriptive metadata (EXIF with its maker notes and thumbnail, XMP, IPTC/Photoshop
// records, comments, text chunks) from a JPEG, PNG or WebP without re-encoding. Kept: what changes how
// the picture looks (JFIF, the Adobe colour transform, ICC profiles, PNG colour and gamma chunks) and
// the orientation, rewritten as a minimal EXIF block so a portrait photo still shows upright.
import { concatBytes, jpegSegment, jpegSegments, pngChunk, pngChunks } from './containers.ts';
import type { Orientation } from './exif.ts';

/** JPEG markers kept: APP0 (JFIF), APP2 (ICC profile, MPF), APP14 (Adobe); all other APPn and COM go. */
const KEEP_JPEG_APP = new Set([0xe0, 0xe2, 0xee]);
/** PNG chunks that are only descriptions (text, EXIF, time of last change). */
const DROP_PNG = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

const exifHeader = Uint8Array.from('Exif\0\0', (c) => c.charCodeAt(0));

/** A big-endian TIFF block whose IFD0 has one entry: Orientation. */
export function orientationOnlyExif(orientation: Orientation): Uint8Array {
  return Uint8Array.from([
    0x4d,
    0x4d,
    0,
    42,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
}

/** The JPEG without its descriptive segments; null when its segments cannot be walked. */
export function stripJpeg(b: Uint8Array, orientation: Orientation): Uint8Array<ArrayBuffer> | null {
  const walk = jpegSegments(b);
  if (!walk) return null;
  const isMeta = (marker: number) =>
    (marker >= 0xe1 && marker <= 0xef && !KEEP_JPEG_APP.has(marker)) || marker === 0xfe;
  const kept = walk.segments.filter((s) => !isMeta(s.marker));
  const pieces: Uint8Array[] = [b.subarray(0, 2)];
  const jfif = kept[0]?.marker === 0xe0 ? kept.shift()! : undefined;
  if (jfif) pieces.push(b.subarray(jfif.from, jfif.to));
  if (orientation !== 1)
    pieces.push(jpegSegment(0xe1, concatBytes([exifHeader, orientationOnlyExif(orientation)])));
  for (const s of kept) pieces.push(b.subarray(s.from, s.to));
  pieces.push(b.subarray(walk.rest));
  return concatBytes(pieces);
}

/** The PNG without text, EXIF and time chunks (an orientation other than 1 stays as a minimal eXIf). */
export function stripPng(b: Uint8Array, orientation: Orientation): Uint8Array<ArrayBuffer> | null {
  const chunks = pngChunks(b);
  if (!chunks || chunks[0]?.type !== 'IHDR') return null;
  const pieces: Uint8Array[] = [b.subarray(0, chunks[0].to)];
  if (orientation !== 1) pieces.push(pngChunk('eXIf', orientationOnlyExif(orientation)));
  for (const c of chunks.slice(1)) if (!DROP_PNG.has(c.type)) pieces.push(b.subarray(c.from, c.to));
  return concatBytes(pieces);
}

/** The WebP without EXIF and XMP chunks, its RIFF size and VP8X flags fixed (WebP viewers ignore orientation). */
export function stripWebp(b: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const pieces: Uint8Array[] = [b.subarray(0, 12)];
  let pos = 12;
  while (pos + 8 <= b.length) {
    const size = new DataView(b.buffer, b.byteOffset).getUint32(pos + 4, true);
    const to = pos + 8 + size + (size & 1);
    if (pos + 8 + size > b.length) return null;
    const type = String.fromCharCode(...b.subarray(pos, pos + 4));
    if (type !== 'EXIF' && type !== 'XMP ') pieces.push(b.subarray(pos, Math.min(to, b.length)));
    pos = to;
  }
  const out = concatBytes(pieces);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  if (String.fromCharCode(...out.subarray(12, 16)) === 'VP8X') out[20] = out[20]! & ~0x0c;
  return out;
}
