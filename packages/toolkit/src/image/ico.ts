// ICO files with PNG-compressed entries (Windows Vista and later, every browser): one entry per size.

/** The icon sizes offered; 256 is the largest an ICO entry can name. */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;

export interface IcoEntry {
  /** Width and height in pixels (1..256). */
  width: number;
  height: number;
  /** The entry's image as a PNG file. */
  png: Uint8Array;
}

/** Packs PNG images into one ICO file, entries sorted from small to large. */
export function encodeIco(entries: readonly IcoEntry[]): Uint8Array {
  if (entries.length === 0 || entries.length > 0xffff) throw new RangeError('an ICO needs 1..65535 images');
  const sorted = [...entries].sort((a, b) => a.width - b.width);
  const dirSize = 6 + 16 * sorted.length;
  const total = dirSize + sorted.reduce((sum, e) => sum + e.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, sorted.length, true);
  let offset = dirSize;
  sorted.forEach((entry, i) => {
    if (entry.width < 1 || entry.width > 256 || entry.height < 1 || entry.height > 256)
      throw new RangeError('ICO entries are 1..256 pixels');
    const at = 6 + 16 * i;
    out[at] = entry.width & 0xff; // 256 is written as 0
    out[at + 1] = entry.height & 0xff;
    view.setUint16(at + 4, 1, true); // colour planes
    view.setUint16(at + 6, 32, true); // bits per pixel
    view.setUint32(at + 8, entry.png.length, true);
    view.setUint32(at + 12, offset, true);
    out.set(entry.png, offset);
    offset += entry.png.length;
  });
  return out;
}

/** The square size of each ICO entry: the chosen sizes that are not larger than the picture's long side. */
export function icoSizesFor(chosen: readonly number[], width: number, height: number): number[] {
  const longest = Math.max(width, height);
  const fitting = chosen.filter((s) => s <= longest);
  return fitting.length ? fitting : [Math.min(...chosen)];
}

/** The directory of an ICO file: each entry's size and where its image sits. Null when not an ICO. */
export function readIcoDirectory(
  bytes: Uint8Array,
): Array<{ width: number; height: number; offset: number; length: number }> | null {
  if (bytes.length < 6 || bytes[0] !== 0 || bytes[1] !== 0 || bytes[2] !== 1 || bytes[3] !== 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4, true);
  if (6 + 16 * count > bytes.length) return null;
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + 16 * i;
    return {
      width: bytes[at] || 256,
      height: bytes[at + 1] || 256,
      length: view.getUint32(at + 8, true),
      offset: view.getUint32(at + 12, true),
    };
  });
}
