// What metadata a JPEG, PNG or WebP carries (EXIF, XMP, orientation, location), and removal of the
// location without touching the image data: only metadata segments/chunks are edited or dropped.
import { eraseGps, tiffHasLocation, tiffOrientation, type Orientation } from './exif.ts';
import { at, partsOf, type Part } from './metadata-parts.ts';
import { crc32 } from './png-encode.ts';

export interface MetadataReport {
  /** An EXIF block is present (camera, date, orientation, perhaps location). */
  exif: boolean;
  /** An XMP packet is present. */
  xmp: boolean;
  orientation: Orientation;
  /** A GPS latitude or longitude is present, in EXIF or in XMP. */
  location: boolean;
}

const XMP_GPS = /GPS(Latitude|Longitude)/;

/** What metadata an image file carries; an unknown format reports none. */
export function readMetadata(bytes: Uint8Array): MetadataReport {
  const { parts } = partsOf(bytes);
  const exif = parts.filter((p) => p.kind === 'exif').map((p) => ({ bytes, start: p.start, end: p.end }));
  return {
    exif: exif.length > 0 || parts.some((p) => p.kind === 'profile'),
    xmp: parts.some((p) => p.kind === 'xmp'),
    orientation: exif[0] ? tiffOrientation(exif[0]) : 1,
    location: exif.some(tiffHasLocation) || parts.some(namesPosition),
  };
}

/** An XMP packet or a raw EXIF profile that holds a GPS position (these are dropped whole). */
function namesPosition(part: Part): boolean {
  if (part.kind === 'xmp') return XMP_GPS.test(part.text ?? '');
  return (
    part.kind === 'profile' &&
    !!part.tiff &&
    tiffHasLocation({ bytes: part.tiff, start: 0, end: part.tiff.length })
  );
}

/**
 * A copy of the file without its location: each EXIF GPS IFD is erased in place (see eraseGps), and each
 * XMP packet or PNG raw EXIF profile holding a GPS position is dropped whole. Everything else, the image data above all, is
 * copied byte for byte; PNG chunk CRCs and the WebP RIFF size and XMP flag are kept right.
 */
export function removeLocation(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = bytes.slice();
  const { format, parts } = partsOf(copy);
  for (const part of parts) {
    if (part.kind !== 'exif' || !eraseGps({ bytes: copy, start: part.start, end: part.end })) continue;
    if (format === 'png') {
      const crc = crc32(copy.subarray(part.from + 4, part.to - 4));
      new DataView(copy.buffer).setUint32(part.to - 4, crc);
    }
  }
  const drop = parts.filter(namesPosition);
  if (drop.length === 0) return copy;
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const part of drop) {
    pieces.push(copy.subarray(from, part.from));
    from = part.to;
  }
  pieces.push(copy.subarray(from));
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  pieces.reduce((offset, piece) => (out.set(piece, offset), offset + piece.length), 0);
  if (format === 'webp')
    fixRiff(
      out,
      parts.some((p) => p.kind === 'xmp' && !drop.includes(p)),
    );
  return out;
}

/** After dropping chunks: the RIFF size, and the VP8X 'has XMP' flag when no XMP chunk is left. */
function fixRiff(b: Uint8Array, xmpLeft: boolean) {
  new DataView(b.buffer).setUint32(4, b.length - 8, true);
  if (at(b, 12, 'VP8X') && !xmpLeft) b[20] = b[20]! & ~0x04;
}
