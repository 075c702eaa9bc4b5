import type { Pixels } from './compress-types.ts';
import { hasTransparency } from './flatten.ts';

const FILE_HEADER = 14;
const INFO_HEADER = 40;
const V4_HEADER = 108;

/**
 * A Windows bitmap: 24-bit BGR rows (padded to 4 bytes) when every pixel is opaque, else 32-bit BGRA
 * with a BITMAPV4HEADER whose masks name the alpha channel (what Chromium, Windows and GIMP read).
 * Rows are stored bottom-up, uncompressed; 72 DPI (2835 pixels per metre) unless `dpi` says otherwise.
 */
export function encodeBmp(pixels: Pixels, dpi = 72): Uint8Array {
  const { width, height, data } = pixels;
  const alpha = hasTransparency(pixels);
  const bytesPerPixel = alpha ? 4 : 3;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  const header = alpha ? V4_HEADER : INFO_HEADER;
  const offset = FILE_HEADER + header;
  const size = offset + stride * height;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out[0] = 0x42; // 'B'
  out[1] = 0x4d; // 'M'
  view.setUint32(2, size, true);
  view.setUint32(10, offset, true);
  view.setUint32(14, header, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true); // positive: bottom-up
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, bytesPerPixel * 8, true);
  view.setUint32(30, alpha ? 3 : 0, true); // BI_BITFIELDS : BI_RGB
  view.setUint32(34, stride * height, true);
  const perMetre = Math.round(dpi / 0.0254);
  view.setInt32(38, perMetre, true);
  view.setInt32(42, perMetre, true);
  if (alpha) {
    view.setUint32(54, 0x00ff0000, true); // red mask
    view.setUint32(58, 0x0000ff00, true); // green
    view.setUint32(62, 0x000000ff, true); // blue
    view.setUint32(66, 0xff000000, true); // alpha
    view.setUint32(70, 0x73524742, true); // 'sRGB' colour space
  }
  for (let y = 0; y < height; y++) {
    let o = offset + (height - 1 - y) * stride;
    let i = y * width * 4;
    for (let x = 0; x < width; x++, i += 4) {
      out[o++] = data[i + 2]!;
      out[o++] = data[i + 1]!;
      out[o++] = data[i]!;
      if (alpha) out[o++] = data[i + 3]!;
    }
  }
  return out;
}
