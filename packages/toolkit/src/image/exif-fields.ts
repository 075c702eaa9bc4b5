// Reads the EXIF fields people recognise (camera, date, position) and writes the few fixed-size ones
// the tools change in place (orientation). Every read is bounded by the block (see exif.ts).
import { entries, mainIfds, reader, TYPE_SIZE, type Entry, type Reader, type TiffBlock } from './exif.ts';

const TAG = {
  make: 0x010f,
  model: 0x0110,
  orientation: 0x0112,
  software: 0x0131,
  dateTime: 0x0132,
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  dateTimeOriginal: 0x9003,
  makerNote: 0x927c,
  lensModel: 0xa434,
} as const;
const GPS = { latRef: 1, lat: 2, lngRef: 3, lng: 4, altRef: 5, alt: 6 } as const;

/** A position in decimal degrees (WGS 84, as GPS records it); altitude in metres when recorded. */
export interface GpsPosition {
  lat: number;
  lng: number;
  altitude?: number;
}

/** What an EXIF block says about the photo, each field only when present and readable. */
export interface ExifSummary {
  make?: string;
  model?: string;
  lens?: string;
  software?: string;
  /** When it was taken ('2023:04:27 19:44:18' as EXIF writes it), else when it was last changed. */
  taken?: string;
  gps?: GpsPosition;
  /** The camera maker's private block, which some makers use for more place and owner data. */
  makerNote: boolean;
  /** An IFD1 thumbnail: a small copy of the picture (before any edit made to the picture). */
  thumbnail: boolean;
}

/** Where an entry's value sits (inline in the entry when 4 bytes or fewer) and its count and type. */
function valueOf(r: Reader, e: Entry): { at: number; count: number; type: number; size: number } {
  const type = r.u16(e.at + 2);
  const count = r.u32(e.at + 4);
  const size = (TYPE_SIZE[type] ?? 1) * count;
  return { at: size <= 4 ? e.at + 8 : r.u32(e.at + 8), count, type, size };
}

function find(r: Reader, ifd: number | undefined, tag: number): Entry | undefined {
  return ifd === undefined ? undefined : (entries(r, ifd) ?? []).find((e) => e.tag === tag);
}

function ascii(r: Reader, block: TiffBlock, e: Entry | undefined): string | undefined {
  if (!e) return undefined;
  const { at, size, type } = valueOf(r, e);
  if (type !== 2 || !r.inside(at, size)) return undefined;
  const bytes = block.bytes.subarray(block.start + at, block.start + at + size);
  const end = bytes.indexOf(0);
  const text = new TextDecoder().decode(end >= 0 ? bytes.subarray(0, end) : bytes).trim();
  return text || undefined;
}

/** The RATIONAL values of an entry (unsigned), or [] when it is of another type or out of bounds. */
function rationals(r: Reader, e: Entry | undefined): number[] {
  if (!e) return [];
  const { at, count, type, size } = valueOf(r, e);
  if (type !== 5 || !r.inside(at, size)) return [];
  return Array.from({ length: count }, (_, i) => {
    const den = r.u32(at + 8 * i + 4);
    return den === 0 ? NaN : r.u32(at + 8 * i) / den;
  });
}

/** The first byte of an ASCII or BYTE entry's value (a GPS reference letter, the altitude sign). */
function firstByte(r: Reader, block: TiffBlock, e: Entry | undefined): number | undefined {
  if (!e) return undefined;
  const { at, type } = valueOf(r, e);
  return (type === 1 || type === 2) && r.inside(at, 1) ? block.bytes[block.start + at] : undefined;
}

function pointer(r: Reader, ifd: number | undefined, tag: number): number | undefined {
  const e = find(r, ifd, tag);
  return e ? r.u32(e.at + 8) : undefined;
}

function gpsOf(r: Reader, block: TiffBlock, gps: number | undefined): GpsPosition | undefined {
  if (gps === undefined || !entries(r, gps)) return undefined;
  const degrees = (tag: number) => {
    const [d = NaN, m = 0, s = 0] = rationals(r, find(r, gps, tag));
    return d + m / 60 + s / 3600;
  };
  const sign = (tag: number, negative: string) =>
    firstByte(r, block, find(r, gps, tag)) === negative.charCodeAt(0) ? -1 : 1;
  const lat = degrees(GPS.lat) * sign(GPS.latRef, 'S');
  const lng = degrees(GPS.lng) * sign(GPS.lngRef, 'W');
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return undefined;
  const [alt] = rationals(r, find(r, gps, GPS.alt));
  const below = firstByte(r, block, find(r, gps, GPS.altRef)) === 1;
  return alt !== undefined && Number.isFinite(alt)
    ? { lat, lng, altitude: below ? -alt : alt }
    : { lat, lng };
}

/** Camera, lens, software, date, position, maker notes and thumbnail of an EXIF (TIFF) block. */
export function readExifSummary(block: TiffBlock): ExifSummary {
  const r = reader(block);
  const none: ExifSummary = { makerNote: false, thumbnail: false };
  if (!r) return none;
  const [ifd0, ifd1] = mainIfds(r);
  if (ifd0 === undefined) return none;
  const exif = pointer(r, ifd0, TAG.exifIfd);
  const exifOk = exif !== undefined && entries(r, exif) !== null;
  const text = (ifd: number | undefined, tag: number) => ascii(r, block, find(r, ifd, tag));
  const summary: ExifSummary = {
    make: text(ifd0, TAG.make),
    model: text(ifd0, TAG.model),
    lens: exifOk ? text(exif, TAG.lensModel) : undefined,
    software: text(ifd0, TAG.software),
    taken: (exifOk ? text(exif, TAG.dateTimeOriginal) : undefined) ?? text(ifd0, TAG.dateTime),
    gps: gpsOf(r, block, pointer(r, ifd0, TAG.gpsIfd)),
    makerNote: exifOk && find(r, exif, TAG.makerNote) !== undefined,
    thumbnail: ifd1 !== undefined,
  };
  return Object.fromEntries(Object.entries(summary).filter(([, v]) => v !== undefined)) as ExifSummary;
}

/** Rewrites IFD0's Orientation value in place; false when the block has no such SHORT entry. */
export function setTiffOrientation(block: TiffBlock, orientation: number): boolean {
  const r = reader(block);
  const ifd0 = r ? mainIfds(r)[0] : undefined;
  const e = r && ifd0 !== undefined ? find(r, ifd0, TAG.orientation) : undefined;
  if (!r || !e || r.u16(e.at + 2) !== 3) return false;
  new DataView(block.bytes.buffer, block.bytes.byteOffset).setUint16(
    block.start + e.at + 8,
    orientation,
    r.little,
  );
  return true;
}
