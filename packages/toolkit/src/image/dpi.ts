// Reads and sets the print resolution (DPI) a file declares, without touching its pixels: JPEG (the
// JFIF density, the EXIF resolution and Photoshop's resolution record, kept in agreement), PNG (pHYs,
// and eXIf when present), BMP (pixels per metre in the header) and TIFF (IFD0). Only the metadata
// bytes change; the compressed image data is copied byte for byte.
import { concatBytes, jpegSegment, jpegSegments, pngChunk, pngChunks, type Segment } from './containers.ts';
import { readTiffDpi, withTiffDpi, type Dpi } from './exif-resolution.ts';

export type { Dpi } from './exif-resolution.ts';

export type DpiFormat = 'jpeg' | 'png' | 'bmp' | 'tiff';
/** Why a file's DPI cannot be set: a format with no place for it, or a file that is not readable. */
export type DpiRefusal = 'webp' | 'gif' | 'heic' | 'avif' | 'unknown' | 'damaged';
export type DpiResult =
  { ok: true; format: DpiFormat; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: DpiRefusal };

/** The DPI range every supported container can hold exactly (JFIF stores a 16-bit whole number). */
export const MIN_DPI = 1;
export const MAX_DPI = 65535;
const METRES_PER_INCH = 0.0254;
const EXIF = 'Exif\0\0';
const PHOTOSHOP = 'Photoshop 3.0\0';

const text = (b: Uint8Array, at: number, s: string) => [...s].every((c, i) => b[at + i] === c.charCodeAt(0));

/** The format by its first bytes, or why it has no DPI to set. */
function sniff(b: Uint8Array): DpiFormat | DpiRefusal {
  if (b[0] === 0xff && b[1] === 0xd8) return 'jpeg';
  if (text(b, 1, 'PNG')) return 'png';
  if (text(b, 0, 'BM')) return 'bmp';
  if (text(b, 0, 'II*\0') || text(b, 0, 'MM\0*')) return 'tiff';
  if (text(b, 0, 'RIFF') && text(b, 8, 'WEBP')) return 'webp';
  if (text(b, 0, 'GIF8')) return 'gif';
  if (text(b, 4, 'ftyp'))
    return /^(avif|avis)$/.test(String.fromCharCode(...b.subarray(8, 12))) ? 'avif' : 'heic';
  return 'unknown';
}

const isApp = (b: Uint8Array, s: Segment, marker: number, id: string) =>
  s.marker === marker && text(b, s.from + 4, id);

/** The DPI a file declares (null when it declares none), or why it cannot have one. */
export function readDpi(
  b: Uint8Array,
): { ok: true; format: DpiFormat; dpi: Dpi | null } | { ok: false; reason: DpiRefusal } {
  const format = sniff(b);
  if (format === 'jpeg') {
    const walk = jpegSegments(b);
    if (!walk) return { ok: false, reason: 'damaged' };
    const jfif = walk.segments.find((s) => isApp(b, s, 0xe0, 'JFIF\0'));
    const exif = walk.segments.find((s) => isApp(b, s, 0xe1, EXIF));
    const unit = jfif ? b[jfif.from + 11] : 0;
    const density = (at: number) => ((b[at]! << 8) | b[at + 1]!) * (unit === 2 ? 2.54 : 1);
    if (jfif && (unit === 1 || unit === 2))
      return { ok: true, format, dpi: { x: density(jfif.from + 12), y: density(jfif.from + 14) } };
    return { ok: true, format, dpi: exif ? readTiffDpi(b.subarray(exif.from + 10, exif.to)) : null };
  }
  if (format === 'png') {
    const chunks = pngChunks(b);
    if (!chunks) return { ok: false, reason: 'damaged' };
    const phys = chunks.find((c) => c.type === 'pHYs');
    if (!phys || b[phys.from + 16] !== 1) return { ok: true, format, dpi: null };
    const view = new DataView(b.buffer, b.byteOffset);
    const dpi = (at: number) => view.getUint32(at) * METRES_PER_INCH;
    return { ok: true, format, dpi: { x: dpi(phys.from + 8), y: dpi(phys.from + 12) } };
  }
  if (format === 'bmp') {
    if (b.length < 54) return { ok: false, reason: 'damaged' };
    if (bmpHeaderSize(b) < 40) return { ok: false, reason: 'unknown' }; // OS/2 1.x header: no resolution
    const view = new DataView(b.buffer, b.byteOffset);
    const x = view.getInt32(38, true);
    const y = view.getInt32(42, true);
    return {
      ok: true,
      format,
      dpi: x > 0 && y > 0 ? { x: x * METRES_PER_INCH, y: y * METRES_PER_INCH } : null,
    };
  }
  if (format === 'tiff') return { ok: true, format, dpi: readTiffDpi(b) };
  return { ok: false, reason: format };
}

const bmpHeaderSize = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset).getUint32(14, true);

/** A copy of the file declaring `dpi` dots per inch across and down; the image data is untouched. */
export function setDpi(b: Uint8Array, dpi: number): DpiResult {
  if (!Number.isInteger(dpi) || dpi < MIN_DPI || dpi > MAX_DPI) throw new RangeError(`dpi ${dpi}`);
  const format = sniff(b);
  const out =
    format === 'jpeg'
      ? jpegDpi(b, dpi)
      : format === 'png'
        ? pngDpi(b, dpi)
        : format === 'bmp'
          ? bmpDpi(b, dpi)
          : format === 'tiff'
            ? withTiffDpi(b, dpi)
            : undefined;
  if (out === undefined) return { ok: false, reason: format === 'bmp' ? 'unknown' : (format as DpiRefusal) };
  return out ? { ok: true, format: format as DpiFormat, bytes: out } : { ok: false, reason: 'damaged' };
}

/**
 * JFIF density (units 1 = dots per inch) rewritten in place or, when the file has no JFIF segment, a
 * new one right after SOI, unless an Adobe segment is there (a JFIF marker would change how decoders
 * read an Adobe RGB or CMYK file's colours; its EXIF then carries the DPI, added when missing). EXIF
 * and Photoshop resolution records present are rewritten to agree.
 */
function jpegDpi(b: Uint8Array, dpi: number): Uint8Array<ArrayBuffer> | null {
  const walk = jpegSegments(b);
  if (!walk) return null;
  const copy = b.slice();
  const { segments } = walk;
  const jfif = segments.find((s) => isApp(b, s, 0xe0, 'JFIF\0'));
  const adobe = segments.some((s) => isApp(b, s, 0xee, 'Adobe'));
  const exif = segments.find((s) => isApp(b, s, 0xe1, EXIF));
  if (jfif && jfif.to - jfif.from >= 18) {
    copy[jfif.from + 11] = 1;
    copy.set([dpi >> 8, dpi & 0xff, dpi >> 8, dpi & 0xff], jfif.from + 12);
  }
  for (const s of segments.filter((s) => isApp(b, s, 0xed, PHOTOSHOP)))
    photoshopDpi(copy, s.from + 4 + PHOTOSHOP.length, s.to, dpi);
  const pieces: Uint8Array[] = [copy.subarray(0, 2)];
  if (!jfif && !adobe) pieces.push(jpegSegment(0xe0, jfifPayload(dpi)));
  let from = 2;
  if (exif || (!jfif && adobe)) {
    const tiff = exif
      ? withTiffDpi(copy.subarray(exif.from + 10, exif.to), dpi)
      : withTiffDpi(EMPTY_TIFF, dpi);
    if (!tiff || tiff.length + 8 > 0xffff) return null;
    const segment = jpegSegment(0xe1, concatBytes([new TextEncoder().encode(EXIF), tiff]));
    if (exif) {
      pieces.push(copy.subarray(2, exif.from), segment);
      from = exif.to;
    } else pieces.push(segment);
  }
  pieces.push(copy.subarray(from));
  return concatBytes(pieces);
}

/** A JFIF 1.02 APP0 payload with no thumbnail. */
const jfifPayload = (dpi: number) =>
  Uint8Array.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 1, dpi >> 8, dpi & 0xff, dpi >> 8, dpi & 0xff, 0, 0]);

/** A big-endian TIFF header with an empty IFD0 (to which the resolution entries are added). */
const EMPTY_TIFF = Uint8Array.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0]);

/** Photoshop's ResolutionInfo (resource 0x03ED: 16.16 fixed-point pixels per inch) rewritten in place. */
function photoshopDpi(b: Uint8Array, from: number, to: number, dpi: number) {
  const view = new DataView(b.buffer, b.byteOffset);
  for (let pos = from; pos + 12 <= to && text(b, pos, '8BIM');) {
    const id = view.getUint16(pos + 4);
    const nameLength = b[pos + 6]!;
    const sizeAt = pos + 6 + ((nameLength + 2) & ~1);
    if (sizeAt + 4 > to) return;
    const size = view.getUint32(sizeAt);
    const data = sizeAt + 4;
    if (data + size > to) return;
    if (id === 0x03ed && size >= 16) {
      for (const at of [data, data + 8]) {
        view.setUint32(at, dpi * 65536);
        view.setUint16(at + 4, 1);
      }
    }
    pos = data + size + (size & 1);
  }
}

/** pHYs (pixels per metre, unit 1) replaced or inserted before the first IDAT; an eXIf is made to agree. */
function pngDpi(b: Uint8Array, dpi: number): Uint8Array<ArrayBuffer> | null {
  const chunks = pngChunks(b);
  const idat = chunks?.findIndex((c) => c.type === 'IDAT') ?? -1;
  if (!chunks || idat < 0) return null;
  const perMetre = Math.round(dpi / METRES_PER_INCH);
  const phys = new Uint8Array(9);
  new DataView(phys.buffer).setUint32(0, perMetre);
  new DataView(phys.buffer).setUint32(4, perMetre);
  phys[8] = 1;
  const pieces: Uint8Array[] = [b.subarray(0, 8)];
  chunks.forEach((c, i) => {
    if (i === idat && !chunks.some((x) => x.type === 'pHYs')) pieces.push(pngChunk('pHYs', phys));
    if (c.type === 'pHYs') pieces.push(pngChunk('pHYs', phys));
    else if (c.type === 'eXIf')
      pieces.push(
        pngChunk(
          'eXIf',
          withTiffDpi(b.subarray(c.from + 8, c.to - 4), dpi) ?? b.subarray(c.from + 8, c.to - 4),
        ),
      );
    else pieces.push(b.subarray(c.from, c.to));
  });
  pieces.push(b.subarray(chunks.at(-1)!.to));
  return concatBytes(pieces);
}

/** BMP's horizontal and vertical resolution (pixels per metre) in a BITMAPINFOHEADER or later. */
function bmpDpi(b: Uint8Array, dpi: number): Uint8Array<ArrayBuffer> | null | undefined {
  if (b.length < 54) return null;
  if (bmpHeaderSize(b) < 40) return undefined;
  const copy = b.slice();
  const view = new DataView(copy.buffer);
  view.setInt32(38, Math.round(dpi / METRES_PER_INCH), true);
  view.setInt32(42, Math.round(dpi / METRES_PER_INCH), true);
  return copy;
}
