/**
 * What a file really is, from its bytes (never its name or Content-Type). Office Open XML files are
 * ZIP archives told apart by the entries in the central directory; legacy .doc/.xls/.ppt share the
 * OLE2 compound-file signature.
 */
export interface Sniffed {
  ext: string;
  mimeType: string;
}

export const mimeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  doc: 'application/msword',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  rtf: 'application/rtf',
  txt: 'text/plain',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
};

const startsWith = (bytes: Buffer, ...sig: number[]) => sig.every((b, i) => bytes[i] === b);

/** Reads a byte range of the file being checked. */
export type RangeReader = (start: number, end: number) => Promise<Buffer>;

/** The kind of a file from its first bytes and, for ZIPs, its entry names; null when unknown. */
export async function sniff(size: number, read: RangeReader): Promise<Sniffed | null> {
  const head = await read(0, Math.min(size, 64));
  const of = (ext: string): Sniffed => ({ ext, mimeType: mimeTypes[ext]! });
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return of('pdf');
  if (startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return of('png');
  if (startsWith(head, 0xff, 0xd8, 0xff)) return of('jpg');
  if (
    head
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return of('gif');
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return of('webp');
  if (startsWith(head, 0x42, 0x4d) && size > 26 && head.readUInt32LE(2) === size) return of('bmp');
  if (head.subarray(0, 5).toString('latin1') === '{\\rtf') return of('rtf');
  if (startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return of('doc');
  if (startsWith(head, 0x50, 0x4b, 0x03, 0x04)) {
    const names = await zipEntryNames(size, read);
    if (!names) return null;
    if (names.includes('word/document.xml')) return of('docx');
    if (names.includes('xl/workbook.xml')) return of('xlsx');
    if (names.includes('ppt/presentation.xml')) return of('pptx');
    if (names.includes('mimetype') && names.includes('content.xml')) {
      // The first entry, stored uncompressed, is "mimetype" with the type as its data.
      const first = await read(30, Math.min(size, 30 + 256));
      if (first.toString('latin1').includes('application/vnd.oasis.opendocument.text')) return of('odt');
    }
    return of('zip');
  }
  const media = sniffMedia(head);
  if (media) return of(media);
  if (size > 0 && size <= maxTextBytes && isPlainText(await read(0, size))) return of('txt');
  return null;
}

/**
 * Audio and video containers by their signatures: WAV (RIFF/WAVE), MP3 (an ID3 tag or an MPEG
 * layer III frame header), AAC in ADTS, MP4/M4A/MOV by the `ftyp` brand, WebM/Matroska (EBML,
 * told apart by the doc type), Ogg and FLAC. Whether the streams decode is ffmpeg's to say.
 */
function sniffMedia(head: Buffer): string | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  if (head.length >= 4 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) {
    const layer = (head[1]! >> 1) & 0x03;
    if (layer === 0x01 && (head[2]! & 0xf0) !== 0xf0) return 'mp3';
    if (layer === 0x00 && (head[1]! & 0xf0) === 0xf0) return 'aac';
  }
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'M4A ' || brand === 'M4B ') return 'm4a';
    return brand === 'qt  ' ? 'mov' : 'mp4';
  }
  if (startsWith(head, 0x1a, 0x45, 0xdf, 0xa3)) return head.includes('webm', 0, 'latin1') ? 'webm' : 'mkv';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  return null;
}

/** Largest file taken as plain text (text_to_audio's text is far smaller). */
const maxTextBytes = 256 * 1024;

/** Valid UTF-8 without control characters other than tab, line breaks and form feed. */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/** Entry names from a ZIP's central directory, or null when it is not a readable ZIP. */
async function zipEntryNames(size: number, read: RangeReader): Promise<string[] | null> {
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  const tailStart = Math.max(0, size - 22 - 65535);
  const tail = await read(tailStart, size);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (cdOffset + cdSize > size || cdSize > 16 * 1024 * 1024) return null;
  const cd = await read(cdOffset, cdOffset + cdSize);
  const names: string[] = [];
  let at = 0;
  for (let i = 0; i < count && at + 46 <= cd.length; i++) {
    if (cd.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = cd.readUInt16LE(at + 28);
    const extraLength = cd.readUInt16LE(at + 30);
    const commentLength = cd.readUInt16LE(at + 32);
    names.push(cd.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
