/** What a file's first bytes say it is. */
export interface SniffedType {
  mime: string;
  ext: string;
  /** How the tool can show it: as an image, as text, as a PDF, or not at all. */
  preview: 'image' | 'text' | 'pdf' | 'audio' | 'video' | 'none';
}

type Signature = [offset: number, bytes: string | number[], type: SniffedType];

const t = (mime: string, ext: string, preview: SniffedType['preview'] = 'none'): SniffedType => ({
  mime,
  ext,
  preview,
});

// Longer and more specific signatures first.
const SIGNATURES: Signature[] = [
  [0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], t('image/png', 'png', 'image')],
  [0, [0xff, 0xd8, 0xff], t('image/jpeg', 'jpg', 'image')],
  [0, 'GIF8', t('image/gif', 'gif', 'image')],
  [8, 'WEBP', t('image/webp', 'webp', 'image')],
  [8, 'WAVE', t('audio/wav', 'wav', 'audio')],
  [8, 'AVI ', t('video/x-msvideo', 'avi')],
  [4, 'ftypavif', t('image/avif', 'avif', 'image')],
  [4, 'ftypheic', t('image/heic', 'heic')],
  [4, 'ftypmif1', t('image/heic', 'heic')],
  [4, 'ftypqt', t('video/quicktime', 'mov', 'video')],
  [4, 'ftypM4A', t('audio/mp4', 'm4a', 'audio')],
  [4, 'ftyp', t('video/mp4', 'mp4', 'video')],
  [0, 'BM', t('image/bmp', 'bmp', 'image')],
  [0, [0x00, 0x00, 0x01, 0x00], t('image/x-icon', 'ico', 'image')],
  [0, [0x49, 0x49, 0x2a, 0x00], t('image/tiff', 'tif')],
  [0, [0x4d, 0x4d, 0x00, 0x2a], t('image/tiff', 'tif')],
  [0, '%PDF-', t('application/pdf', 'pdf', 'pdf')],
  [0, [0x50, 0x4b, 0x03, 0x04], t('application/zip', 'zip')],
  [0, [0x50, 0x4b, 0x05, 0x06], t('application/zip', 'zip')],
  [0, [0x1f, 0x8b], t('application/gzip', 'gz')],
  [0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], t('application/x-7z-compressed', '7z')],
  [0, 'Rar!', t('application/vnd.rar', 'rar')],
  [0, 'ID3', t('audio/mpeg', 'mp3', 'audio')],
  [0, [0xff, 0xfb], t('audio/mpeg', 'mp3', 'audio')],
  [0, 'OggS', t('audio/ogg', 'ogg', 'audio')],
  [0, 'fLaC', t('audio/flac', 'flac', 'audio')],
  [0, [0x1a, 0x45, 0xdf, 0xa3], t('video/webm', 'webm', 'video')],
  [0, 'wOFF', t('font/woff', 'woff')],
  [0, 'wOF2', t('font/woff2', 'woff2')],
  [0, [0x00, 0x01, 0x00, 0x00, 0x00], t('font/ttf', 'ttf')],
  [0, 'OTTO', t('font/otf', 'otf')],
  [0, 'MZ', t('application/vnd.microsoft.portable-executable', 'exe')],
  [0, [0x7f, 0x45, 0x4c, 0x46], t('application/x-elf', 'elf')],
  [0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], t('application/x-cfb', 'doc')],
  [0, 'SQLite format 3', t('application/vnd.sqlite3', 'sqlite')],
];

function matches(bytes: Uint8Array, offset: number, sig: string | number[]): boolean {
  const codes = typeof sig === 'string' ? [...sig].map((c) => c.charCodeAt(0)) : sig;
  if (bytes.length < offset + codes.length) return false;
  return codes.every((code, i) => bytes[offset + i] === code);
}

/** Detects a file type from its magic bytes; text (valid UTF-8 without control bytes) is recognised too. */
export function sniffFileType(bytes: Uint8Array): SniffedType {
  for (const [offset, sig, type] of SIGNATURES) if (matches(bytes, offset, sig)) return type;
  const head = bytes.subarray(0, 4096);
  let text: string;
  try {
    // A multi-byte character may be cut at the end of the window: drop up to 3 trailing bytes.
    text = new TextDecoder('utf-8', { fatal: true }).decode(trimPartial(head));
  } catch {
    return t('application/octet-stream', 'bin');
  }
  if (bytes.length === 0 || hasControlBytes(head)) return t('application/octet-stream', 'bin');
  const start = text.replace(/^\ufeff/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(start))
    return t('image/svg+xml', 'svg', 'image');
  if (/^<!doctype html|^<html[\s>]/i.test(start)) return t('text/html', 'html', 'text');
  if (/^<\?xml/.test(start)) return t('application/xml', 'xml', 'text');
  if (/^[{[]/.test(start)) {
    try {
      JSON.parse(new TextDecoder().decode(bytes));
      return t('application/json', 'json', 'text');
    } catch {
      /* not JSON: plain text */
    }
  }
  return t('text/plain', 'txt', 'text');
}

function trimPartial(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  // Walk back over continuation bytes to the lead byte of the last character; drop it if incomplete.
  let k = end - 1;
  while (k >= 0 && k > end - 4 && (bytes[k]! & 0xc0) === 0x80) k--;
  if (k >= 0 && bytes[k]! >= 0xc0) {
    const need = bytes[k]! >= 0xf0 ? 4 : bytes[k]! >= 0xe0 ? 3 : 2;
    if (end - k < need) end = k;
  }
  return bytes.subarray(0, end);
}

/** Control bytes other than tab, line breaks, form feed and escape: a sign of binary data. */
function hasControlBytes(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b < 0x20 && b !== 9 && b !== 10 && b !== 12 && b !== 13 && b !== 27) return true;
  return false;
}
