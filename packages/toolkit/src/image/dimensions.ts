/** Width and height in pixels as stored in an image file's header. */
export interface ImageSize {
  width: number;
  height: number;
}

/** How many leading bytes {@link readImageSize} needs at most for PNG, GIF, BMP and WebP. */
export const HEADER_PROBE_BYTES = 64;

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const i32le = (b: Uint8Array, i: number) => u16le(b, i) | (u16le(b, i + 2) << 16) | 0;
const ascii = (b: Uint8Array, i: number, s: string) => [...s].every((c, k) => b[i + k] === c.charCodeAt(0));

/**
 * Reads the pixel size from a PNG, JPEG, WebP, GIF or BMP header without decoding, so a huge
 * image can be refused before the browser tries to allocate it. Null when the format is not one
 * of these or the header is cut short.
 */
export function readImageSize(b: Uint8Array): ImageSize | null {
  if (ascii(b, 1, 'PNG') && ascii(b, 12, 'IHDR')) return size(u32be(b, 16), u32be(b, 20));
  if (ascii(b, 0, 'GIF8')) return size(u16le(b, 6), u16le(b, 8));
  if (ascii(b, 0, 'BM')) return size(i32le(b, 18), Math.abs(i32le(b, 22)));
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return webpSize(b);
  if (b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  return null;
}

function size(width: number, height: number): ImageSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

function webpSize(b: Uint8Array): ImageSize | null {
  if (ascii(b, 12, 'VP8X')) return size(u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits = u16le(b, 21) | (u16le(b, 23) << 16);
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(b, 12, 'VP8 ')) return size(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  return null;
}

/** Walks the JPEG markers to the first frame header (SOF0–SOF15, except DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return size(u16be(b, i + 7), u16be(b, i + 5));
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before a frame
    i += 2 + u16be(b, i + 2);
  }
  return null;
}
