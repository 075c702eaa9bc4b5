// A small PNG writer: 8-bit grey, grey+alpha, RGB or RGBA, or 1-bit grey; filter 0, zlib from fflate.
import { zlibSync } from 'fflate';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 a PNG chunk ends with (over its type and data). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 255] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Channels per pixel: 1 grey, 2 grey+alpha, 3 RGB, 4 RGBA. */
export type Channels = 1 | 2 | 3 | 4;
const COLOR_TYPE: Record<Channels, number> = { 1: 0, 2: 4, 3: 2, 4: 6 };

/**
 * Encodes samples row after row, `channels` per pixel. With `bits` 1 (grey only) each row is packed,
 * eight pixels a byte, as pdf.js gives black-and-white images.
 */
export function encodePng(
  width: number,
  height: number,
  channels: Channels,
  samples: Uint8Array | Uint8ClampedArray,
  bits: 1 | 8 = 8,
): Uint8Array {
  if (bits === 1 && channels !== 1) throw new RangeError('1-bit PNG rows are grey only');
  const stride = bits === 1 ? Math.ceil(width / 8) : width * channels;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++)
    raw.set(samples.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = bits;
  header[9] = COLOR_TYPE[channels];
  const parts = [
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
