// Makes an EXIF block fit where it is going: a JPEG APP1 segment holds at most 65,533 bytes, and phone
// HEICs often carry a large IFD1 thumbnail. The thumbnail is unlinked and the block cut after the last
// byte anything else still points at, so every remaining offset stays valid.
import { entries, mainIfds, reader, TYPE_SIZE, type Reader } from './exif.ts';

const SUB_IFDS = [0x8769, 0x8825, 0xa005]; // EXIF, GPS, interoperability

/** The end of everything IFD0 and its sub-IFDs use: their tables and out-of-line values. */
function usedEnd(r: Reader, ifd0: number): number {
  let end = 8;
  const seen = new Set<number>();
  const walk = (ifd: number) => {
    if (seen.has(ifd) || seen.size > 8) return;
    seen.add(ifd);
    const list = entries(r, ifd);
    if (!list) return;
    end = Math.max(end, ifd + 2 + list.length * 12 + 4);
    for (const e of list) {
      const size = (TYPE_SIZE[r.u16(e.at + 2)] ?? 1) * r.u32(e.at + 4);
      if (size > 4 && r.inside(r.u32(e.at + 8), size)) end = Math.max(end, r.u32(e.at + 8) + size);
      if (SUB_IFDS.includes(e.tag)) walk(r.u32(e.at + 8));
    }
  };
  walk(ifd0);
  return end;
}

/**
 * The TIFF block as it is when it has at most `max` bytes; else without its thumbnail (IFD1 unlinked,
 * the block cut after the last byte IFD0 and its sub-IFDs use) when that fits; else null.
 */
export function fitExif(tiff: Uint8Array, max: number): Uint8Array | null {
  if (tiff.length <= max) return tiff;
  const copy = tiff.slice();
  const r = reader({ bytes: copy, start: 0, end: copy.length });
  const ifd0 = r ? mainIfds(r)[0] : undefined;
  if (!r || ifd0 === undefined) return null;
  const count = r.u16(ifd0);
  new DataView(copy.buffer).setUint32(ifd0 + 2 + count * 12, 0, r.little); // no IFD1 any more
  const end = usedEnd(r, ifd0);
  return end <= max ? copy.subarray(0, end) : null;
}
