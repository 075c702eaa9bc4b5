// The JPEG segments before the image data and the PNG chunks, as positions in the file, and the
// writers that put a new segment or chunk together. Editing tools rebuild a file from these pieces and
// copy everything else (the entropy-coded data, IDAT) byte for byte.
import { crc32 } from './png-encode.ts';

/** A JPEG marker segment [from, to): from is its 0xFF, the payload is [from + 4, to). */
export interface Segment {
  marker: number;
  from: number;
  to: number;
}

/** A PNG chunk [from, to) (length, type, data, CRC); its data is [from + 8, to - 4). */
export interface Chunk {
  type: string;
  from: number;
  to: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);

/**
 * The marker segments between SOI and the first SOS, and where the rest (SOS, the scans, EOI and any
 * trailer) starts; null when the file is not a JPEG or a segment runs past the end.
 */
export function jpegSegments(b: Uint8Array): { segments: Segment[]; rest: number } | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  const segments: Segment[] = [];
  let pos = 2;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return null;
    const marker = b[pos + 1]!;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return { segments, rest: pos };
    const to = pos + 2 + u16be(b, pos + 2);
    if (to > b.length || to < pos + 4) return null;
    segments.push({ marker, from: pos, to });
    pos = to;
  }
  return null;
}

/** A marker segment: 0xFF, the marker, the length (2 + payload) and the payload (at most 65533 bytes). */
export function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  if (payload.length > 0xffff - 2) throw new RangeError('JPEG segment too long');
  const out = new Uint8Array(4 + payload.length);
  out[0] = 0xff;
  out[1] = marker;
  out[2] = (payload.length + 2) >> 8;
  out[3] = (payload.length + 2) & 0xff;
  out.set(payload, 4);
  return out;
}

/** The chunks of a PNG up to and including IEND; null when the signature or a chunk is broken. */
export function pngChunks(b: Uint8Array): Chunk[] | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((v, i) => b[i] === v)) return null;
  const chunks: Chunk[] = [];
  for (let pos = 8; pos + 12 <= b.length;) {
    const to = pos + 12 + u32be(b, pos);
    if (to > b.length) return null;
    const type = String.fromCharCode(...b.subarray(pos + 4, pos + 8));
    chunks.push({ type, from: pos, to });
    if (type === 'IEND') return chunks;
    pos = to;
  }
  return null;
}

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The pieces one after another in a new buffer. */
export function concatBytes(pieces: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  pieces.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
}
