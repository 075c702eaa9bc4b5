// The print resolution of a TIFF block (EXIF or a whole TIFF file): XResolution and YResolution
// (RATIONAL, dots per ResolutionUnit) and ResolutionUnit (2 = inch, 3 = centimetre) of IFD0.
import { entries, mainIfds, reader, type Entry, type Reader } from './exif.ts';

const X_RESOLUTION = 0x011a;
const Y_RESOLUTION = 0x011b;
const RESOLUTION_UNIT = 0x0128;
const INCH = 2;
const CENTIMETRE = 3;

/** Dots per inch across and down. */
export interface Dpi {
  x: number;
  y: number;
}

const whole = (tiff: Uint8Array) => ({ bytes: tiff, start: 0, end: tiff.length });

function rational(r: Reader, e: Entry | undefined): number | null {
  if (!e || r.u16(e.at + 2) !== 5) return null;
  const at = r.u32(e.at + 8);
  if (!r.inside(at, 8) || r.u32(at + 4) === 0) return null;
  return r.u32(at) / r.u32(at + 4);
}

/** IFD0's resolution in dots per inch, or null when it has none (or an unknown unit). */
export function readTiffDpi(tiff: Uint8Array): Dpi | null {
  const r = reader(whole(tiff));
  const ifd0 = r ? mainIfds(r)[0] : undefined;
  if (!r || ifd0 === undefined) return null;
  const list = entries(r, ifd0)!;
  const get = (tag: number) => list.find((e) => e.tag === tag);
  const unitEntry = get(RESOLUTION_UNIT);
  const unit = unitEntry ? r.u16(unitEntry.at + 8) : INCH; // TIFF's default unit is the inch
  const x = rational(r, get(X_RESOLUTION));
  const y = rational(r, get(Y_RESOLUTION)) ?? x;
  if (x === null || y === null || (unit !== INCH && unit !== CENTIMETRE)) return null;
  const scale = unit === CENTIMETRE ? 2.54 : 1;
  return { x: x * scale, y: y * scale };
}

/**
 * The TIFF block with IFD0 saying `dpi` dots per inch both ways. When IFD0 already has the three
 * entries they are rewritten in place (same length); otherwise a new IFD0 with them is appended at
 * the end of the block and the header points to it: nothing else moves, so every offset in the block
 * (the EXIF and GPS IFDs, maker notes, the thumbnail, a TIFF file's strips) stays valid.
 * Null when the block is not a readable TIFF.
 */
export function withTiffDpi(tiff: Uint8Array, dpi: number): Uint8Array<ArrayBuffer> | null {
  const copy = tiff.slice();
  const r = reader(whole(copy));
  const ifd0 = r ? mainIfds(r)[0] : undefined;
  if (!r || ifd0 === undefined) return null;
  const list = entries(r, ifd0)!;
  const view = new DataView(copy.buffer);
  const get = (tag: number) => list.find((e) => e.tag === tag);
  const x = get(X_RESOLUTION);
  const y = get(Y_RESOLUTION);
  const unit = get(RESOLUTION_UNIT);
  if (rational(r, x) !== null && rational(r, y) !== null && unit && r.u16(unit.at + 2) === 3) {
    for (const e of [x!, y!]) {
      view.setUint32(r.u32(e.at + 8), dpi, r.little);
      view.setUint32(r.u32(e.at + 8) + 4, 1, r.little);
    }
    view.setUint16(unit.at + 8, INCH, r.little);
    return copy;
  }
  return appendIfd0(copy, r, ifd0, list, dpi);
}

function appendIfd0(tiff: Uint8Array, r: Reader, ifd0: number, list: Entry[], dpi: number) {
  const kept = list.filter((e) => ![X_RESOLUTION, Y_RESOLUTION, RESOLUTION_UNIT].includes(e.tag));
  const count = kept.length + 3;
  const start = tiff.length + (tiff.length & 1); // IFDs and rationals start on a word boundary
  const values = start + 2 + count * 12 + 4;
  const out = new Uint8Array(values + 16);
  out.set(tiff);
  const view = new DataView(out.buffer);
  const made: Array<{ tag: number; write: (at: number) => void }> = [
    ...kept.map((e) => ({ tag: e.tag, write: (at: number) => out.set(tiff.subarray(e.at, e.at + 12), at) })),
    ...[X_RESOLUTION, Y_RESOLUTION].map((tag, i) => ({
      tag,
      write: (at: number) => {
        view.setUint16(at, tag, r.little);
        view.setUint16(at + 2, 5, r.little);
        view.setUint32(at + 4, 1, r.little);
        view.setUint32(at + 8, values + 8 * i, r.little);
        view.setUint32(values + 8 * i, dpi, r.little);
        view.setUint32(values + 8 * i + 4, 1, r.little);
      },
    })),
    {
      tag: RESOLUTION_UNIT,
      write: (at: number) => {
        view.setUint16(at, RESOLUTION_UNIT, r.little);
        view.setUint16(at + 2, 3, r.little);
        view.setUint32(at + 4, 1, r.little);
        view.setUint32(at + 8, 0, r.little);
        view.setUint16(at + 8, INCH, r.little);
      },
    },
  ];
  made.sort((a, b) => a.tag - b.tag);
  view.setUint16(start, count, r.little);
  made.forEach((m, i) => m.write(start + 2 + i * 12));
  view.setUint32(start + 2 + count * 12, r.u32(ifd0 + 2 + list.length * 12), r.little);
  view.setUint32(4, start, r.little);
  return out;
}
