// Reads and edits an EXIF (TIFF) block in place, wherever its container (JPEG APP1, PNG eXIf, WebP
// EXIF) keeps it. Every read is bounded by the block, so a hostile offset reads nothing outside it.

/** EXIF orientation 1..8: 1 upright, 3 turned 180°, 6 and 8 turned a quarter (see orientation.ts). */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ORIENTATION_TAG = 0x0112;
const GPS_IFD_TAG = 0x8825;
const GPS_LATITUDE = 0x0002;
const GPS_LONGITUDE = 0x0004;
/** Bytes per value of each TIFF field type (1 BYTE … 13 IFD); unknown types count as 1. */
export const TYPE_SIZE = [1, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4];
/** IFD0 and IFD1 (the thumbnail) are all a photo has; the cap also ends a looping chain. */
const MAX_IFDS = 4;

/** One TIFF block inside a file's bytes: `start` is the byte-order mark, `end` is exclusive. */
export interface TiffBlock {
  bytes: Uint8Array;
  start: number;
  end: number;
}

export interface Reader {
  little: boolean;
  u16: (at: number) => number;
  u32: (at: number) => number;
  inside: (at: number, size: number) => boolean;
}

export function reader({ bytes, start, end }: TiffBlock): Reader | null {
  if (end - start < 8 || end > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = view.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  return {
    little,
    u16: (at) => view.getUint16(start + at, little),
    u32: (at) => view.getUint32(start + at, little),
    inside: (at, size) => at >= 8 && size >= 0 && start + at + size <= end,
  };
}

export interface Entry {
  /** Offset of the 12-byte entry from the block's start. */
  at: number;
  tag: number;
}

/** The entries of the IFD at `ifd`, or null when it does not fit in the block. */
export function entries(r: Reader, ifd: number): Entry[] | null {
  if (!r.inside(ifd, 2)) return null;
  const count = r.u16(ifd);
  if (!r.inside(ifd, 2 + count * 12 + 4)) return null;
  return Array.from({ length: count }, (_, i) => ({ at: ifd + 2 + i * 12, tag: r.u16(ifd + 2 + i * 12) }));
}

/** IFD0 and the IFDs chained after it (offsets from the block's start). */
export function mainIfds(r: Reader): number[] {
  const ifds: number[] = [];
  for (let ifd = r.u32(4); ifd !== 0 && ifds.length < MAX_IFDS && !ifds.includes(ifd);) {
    const list = entries(r, ifd);
    if (!list) break;
    ifds.push(ifd);
    ifd = r.u32(ifd + 2 + list.length * 12);
  }
  return ifds;
}

/** The orientation IFD0 declares; 1 when absent, out of range or unreadable. */
export function tiffOrientation(block: TiffBlock): Orientation {
  const r = reader(block);
  const ifd = r ? mainIfds(r)[0] : undefined;
  if (!r || ifd === undefined) return 1;
  const entry = entries(r, ifd)!.find((e) => e.tag === ORIENTATION_TAG);
  const value = entry ? r.u16(entry.at + 8) : 1;
  return (value >= 1 && value <= 8 ? value : 1) as Orientation;
}

/** Where a GPS IFD pointer sits (its entry) and where the GPS IFD it points at starts. */
function gpsPointers(r: Reader): Array<{ ifd: number; entry: Entry; gps: number }> {
  return mainIfds(r).flatMap((ifd) =>
    entries(r, ifd)!
      .filter((entry) => entry.tag === GPS_IFD_TAG)
      .map((entry) => ({ ifd, entry, gps: r.u32(entry.at + 8) })),
  );
}

/** True when the block's GPS IFD holds a latitude or a longitude. */
export function tiffHasLocation(block: TiffBlock): boolean {
  const r = reader(block);
  if (!r) return false;
  return gpsPointers(r).some(({ gps }) =>
    (entries(r, gps) ?? []).some((e) => e.tag === GPS_LATITUDE || e.tag === GPS_LONGITUDE),
  );
}

/**
 * Removes every GPS IFD from the block in place: the pointer entry leaves its IFD (later entries move
 * up, the count drops by one) and the GPS IFD with the values it points at is overwritten with zeros,
 * so no coordinate survives as orphaned bytes. The block keeps its length and every other offset, so
 * the rest of the EXIF (orientation, camera, thumbnail) stays valid. Returns true when it changed.
 */
export function eraseGps(block: TiffBlock): boolean {
  const r = reader(block);
  if (!r) return false;
  const zero = (at: number, size: number) => {
    if (r.inside(at, size)) block.bytes.fill(0, block.start + at, block.start + at + size);
  };
  const pointers = gpsPointers(r);
  // The last pointer first, so removing an entry never moves one still to be removed.
  for (const { ifd, entry, gps } of pointers.reverse()) {
    for (const field of entries(r, gps) ?? []) {
      const size = (TYPE_SIZE[r.u16(field.at + 2)] ?? 1) * r.u32(field.at + 4);
      if (size > 4) zero(r.u32(field.at + 8), size);
    }
    const gpsCount = entries(r, gps)?.length;
    if (gpsCount !== undefined) zero(gps, 2 + gpsCount * 12 + 4);
    const count = r.u16(ifd);
    const tail = ifd + 2 + count * 12 + 4; // just past the next-IFD offset
    const at = block.start + entry.at;
    block.bytes.copyWithin(at, at + 12, block.start + tail);
    block.bytes.fill(0, block.start + tail - 12, block.start + tail);
    new DataView(block.bytes.buffer, block.bytes.byteOffset).setUint16(
      block.start + ifd,
      count - 1,
      r.little,
    );
  }
  return pointers.length > 0;
}
