// Finds the metadata blocks of a JPEG (APP1 segments), PNG (eXIf, XMP iTXt, ImageMagick raw profiles)
// and WebP (EXIF and XMP chunks), by walking the container only: the image data is never read.
import { unzlibSync } from 'fflate';

/** One metadata block: its payload [start, end) and the whole segment/chunk [from, to) holding it. */
export interface Part {
  /** 'profile': ImageMagick's hex-encoded copy of the EXIF in a PNG text chunk ('Raw profile type exif'). */
  kind: 'exif' | 'xmp' | 'profile';
  start: number;
  end: number;
  from: number;
  to: number;
  /** The payload as text, for XMP. */
  text?: string;
  /** The decoded TIFF block, for a raw profile. */
  tiff?: Uint8Array;
}

export type Format = 'jpeg' | 'png' | 'webp';

const EXIF_HEADER = 'Exif\0\0';
const XMP_NAMESPACES = ['http://ns.adobe.com/xap/1.0/\0', 'http://ns.adobe.com/xmp/extension/\0'];
const PNG_MAGIC = '\x89PNG\r\n\x1a\n';
/** Metadata text is read up to this size when compressed (EXIF is at most 64 KB; XMP rarely 1 MB). */
const MAX_INFLATED = 4 * 1024 * 1024;
const PROFILE_KEYWORDS = ['Raw profile type exif\0', 'Raw profile type APP1\0'];

/** Bytes as latin1 text, in slices small enough for fromCharCode's argument list. */
function latin1(b: Uint8Array, from: number, to: number): string {
  let text = '';
  for (let i = from; i < Math.min(to, b.length); i += 32768) {
    text += String.fromCharCode(...b.subarray(i, Math.min(to, i + 32768)));
  }
  return text;
}
export const at = (b: Uint8Array, i: number, s: string) =>
  [...s].every((c, k) => b[i + k] === c.charCodeAt(0));
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const u32le = (b: Uint8Array, i: number) =>
  (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16)) + b[i + 3]! * 2 ** 24;
/** A TIFF block's start, skipping the 'Exif\0\0' header some writers put before it in PNG and WebP. */
const tiffStart = (b: Uint8Array, i: number) => (at(b, i, EXIF_HEADER) ? i + 6 : i);

function formatOf(b: Uint8Array): Format | null {
  if (b[0] === 0xff && b[1] === 0xd8) return 'jpeg';
  if (at(b, 0, PNG_MAGIC)) return 'png';
  if (at(b, 0, 'RIFF') && at(b, 8, 'WEBP')) return 'webp';
  return null;
}

/** APP1 segments before the image data: EXIF ('Exif\0\0' + TIFF) and XMP (namespace + packet). */
function jpegParts(b: Uint8Array): Part[] {
  const parts: Part[] = [];
  for (let pos = 2; pos + 4 <= b.length && b[pos] === 0xff;) {
    const marker = b[pos + 1]!;
    if (marker === 0xff) pos += 1;
    else if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) pos += 2;
    else if (marker === 0xda || marker === 0xd9)
      break; // the image data starts: no metadata after it
    else {
      const to = pos + 2 + u16be(b, pos + 2);
      if (to > b.length || to < pos + 4) break;
      const start = pos + 4;
      if (marker === 0xe1 && at(b, start, EXIF_HEADER))
        parts.push({ kind: 'exif', start: start + 6, end: to, from: pos, to });
      const ns = XMP_NAMESPACES.find((n) => marker === 0xe1 && at(b, start, n));
      if (ns) parts.push({ kind: 'xmp', start, end: to, from: pos, to, text: latin1(b, start, to) });
      pos = to;
    }
  }
  return parts;
}

/** The eXIf chunk and XMP iTXt chunks (keyword 'XML:com.adobe.xmp', maybe zlib-compressed). */
function pngParts(b: Uint8Array): Part[] {
  const parts: Part[] = [];
  for (let pos = 8; pos + 12 <= b.length;) {
    const start = pos + 8;
    const end = start + u32be(b, pos);
    const to = end + 4;
    if (to > b.length || at(b, pos + 4, 'IEND')) break;
    if (at(b, pos + 4, 'eXIf')) parts.push({ kind: 'exif', start: tiffStart(b, start), end, from: pos, to });
    if (at(b, pos + 4, 'iTXt') && at(b, start, 'XML:com.adobe.xmp\0')) {
      parts.push({ kind: 'xmp', start, end, from: pos, to, text: itxtText(b.subarray(start + 18, end)) });
    }
    const profile = PROFILE_KEYWORDS.find((k) => at(b, start, k));
    if (profile && /^(tEXt|zTXt|iTXt)$/.test(latin1(b, pos + 4, pos + 8))) {
      const rest = b.subarray(start + profile.length, end);
      const type = latin1(b, pos + 4, pos + 8);
      const text =
        type === 'tEXt'
          ? latin1(rest, 0, rest.length)
          : type === 'iTXt'
            ? itxtText(rest)
            : inflated(rest.subarray(1));
      parts.push({ kind: 'profile', start, end, from: pos, to, tiff: rawProfile(text) });
    }
    pos = to;
  }
  return parts;
}

/** zlib data as latin1 text; empty when the stream is broken (a viewer reads nothing there either). */
function inflated(data: Uint8Array): string {
  try {
    // Inflated into a fixed buffer: a zip bomb of a chunk is cut there instead of filling the memory.
    const bytes = unzlibSync(data, { out: new Uint8Array(MAX_INFLATED) });
    return latin1(bytes, 0, bytes.length);
  } catch {
    return '';
  }
}

/** ImageMagick's raw profile text ('\nexif\n  <length>\n<hex lines>') as the TIFF block it holds. */
function rawProfile(text: string): Uint8Array {
  const [, , ...hex] = text.trim().split('\n');
  const digits = hex.join('').replace(/[^0-9a-f]/gi, '');
  const bytes = Uint8Array.from({ length: digits.length >> 1 }, (_, i) =>
    parseInt(digits.slice(2 * i, 2 * i + 2), 16),
  );
  return at(bytes, 0, EXIF_HEADER) ? bytes.subarray(6) : bytes;
}

/** An iTXt chunk's text after its keyword: flag, method, language\0, translated keyword\0, text. */
function itxtText(rest: Uint8Array): string {
  let i = 2;
  for (let nul = 0; nul < 2 && i < rest.length; i++) if (rest[i] === 0) nul++;
  const text = rest.subarray(i);
  return rest[0] === 1 ? inflated(text) : latin1(text, 0, text.length);
}

/** The RIFF chunks 'EXIF' and 'XMP ' (each padded to an even length). */
function webpParts(b: Uint8Array): Part[] {
  const parts: Part[] = [];
  for (let pos = 12; pos + 8 <= b.length;) {
    const start = pos + 8;
    const end = start + u32le(b, pos + 4);
    const to = Math.min(b.length, end + ((end - start) & 1));
    if (end > b.length) break;
    if (at(b, pos, 'EXIF')) parts.push({ kind: 'exif', start: tiffStart(b, start), end, from: pos, to });
    if (at(b, pos, 'XMP '))
      parts.push({ kind: 'xmp', start, end, from: pos, to, text: latin1(b, start, end) });
    pos = to;
  }
  return parts;
}

/** The file's format and its metadata blocks, in file order; none for an unknown format. */
export function partsOf(b: Uint8Array): { format: Format | null; parts: Part[] } {
  const format = formatOf(b);
  const walk = { jpeg: jpegParts, png: pngParts, webp: webpParts };
  return { format, parts: format ? walk[format](b) : [] };
}
