// Location and metadata removal for HEIC/HEIF, in place: the EXIF and XMP items are rewritten inside
// their own bytes, so no item moves, the box offsets (iloc) stay right and the coded pictures are
// byte-identical. The file keeps its length.
import { eraseGps, tiffOrientation } from './exif.ts';
import { exifTiffRange, heifLayout, itemBytes } from './heif-parts.ts';
import { orientationOnlyExif } from './metadata-strip.ts';

const GPS_XMP = /\s(?:exif:GPS\w+="[^"]*"|<exif:GPS(\w+)>[\s\S]*?<\/exif:GPS\1>)/g;
const EMPTY_XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"/>';

/** Spaces over every GPS property (attribute or element) of an XMP packet: still well-formed XML. */
function blankXmpGps(xmp: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(xmp); // one character per byte, so indexes match
  let changed = false;
  for (const m of text.matchAll(GPS_XMP)) {
    xmp.fill(0x20, m.index, m.index + m[0].length);
    changed = true;
  }
  return changed;
}

/**
 * A copy of the HEIC file without its location (every GPS IFD erased, GPS XMP properties blanked), or
 * with `everything`, without any EXIF or XMP content: the EXIF item keeps only the orientation and the
 * XMP item an empty packet, both padded to their old length. Null when the file cannot be read or its
 * metadata is stored in several pieces (then it cannot be edited in place).
 */
export function heicRemoveLocation(b: Uint8Array, everything: boolean): Uint8Array<ArrayBuffer> | null {
  const layout = heifLayout(b);
  if (!layout || layout.truncated) return null;
  const copy = b.slice();
  for (const item of layout.items) {
    if (item.type === 'Exif') {
      const range = exifTiffRange(copy, item);
      if (!range) return null;
      const block = { bytes: copy, ...range };
      if (everything) {
        const minimal = orientationOnlyExif(tiffOrientation(block));
        if (minimal.length > range.end - range.start) return null;
        copy.fill(0, range.start, range.end);
        copy.set(minimal, range.start);
      } else eraseGps(block);
    }
    const isXmp = item.type === 'mime' && item.contentType === 'application/rdf+xml';
    if (isXmp || (everything && item.type === 'iptc')) {
      const bytes = itemBytes(copy, item);
      if (!bytes) return null;
      if (!everything) blankXmpGps(bytes);
      else {
        bytes.fill(0x20);
        if (isXmp && bytes.length >= EMPTY_XMP.length)
          bytes.set(Uint8Array.from(EMPTY_XMP, (c) => c.charCodeAt(0)));
      }
    }
  }
  return copy;
}
