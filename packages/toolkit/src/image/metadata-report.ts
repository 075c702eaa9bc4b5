// What a photo tells about itself, for people to read before they remove it: camera, date, position
// (EXIF GPS, else XMP), place names (IPTC, XMP), and which kinds of metadata the file carries.
// JPEG, PNG, WebP and HEIC; nothing but the metadata blocks is read.
import { tiffOrientation, type Orientation } from './exif.ts';
import { readExifSummary, type ExifSummary, type GpsPosition } from './exif-fields.ts';
import { exifTiffRange, heifLayout, itemBytes } from './heif-parts.ts';
import { readMetadata } from './metadata.ts';
import { partsOf } from './metadata-parts.ts';
import { jpegSegments } from './containers.ts';

export interface MetadataDetails {
  format: 'jpeg' | 'png' | 'webp' | 'heic' | null;
  camera?: string;
  lens?: string;
  software?: string;
  taken?: string;
  gps?: GpsPosition;
  /** Place names written by people or apps (IPTC City, State, Country; XMP photoshop:City …). */
  places: string[];
  exif: boolean;
  xmp: boolean;
  iptc: boolean;
  makerNote: boolean;
  thumbnail: boolean;
  orientation: Orientation;
  /** A GPS position is present somewhere (EXIF, XMP, a raw EXIF profile). */
  location: boolean;
}

const latin1 = (b: Uint8Array) => {
  let s = '';
  for (let i = 0; i < b.length; i += 32768) s += String.fromCharCode(...b.subarray(i, i + 32768));
  return s;
};
const XMP_PLACES = ['Iptc4xmpCore:Location', 'photoshop:City', 'photoshop:State', 'photoshop:Country'];
/** IPTC-IIM record 2 datasets: sub-location, city, province/state, country name. */
const IPTC_PLACES = [92, 90, 95, 101];

/** A value of XMP property `name`, written as an attribute or as a simple element. */
function xmpValue(xmp: string, name: string): string | undefined {
  const m = new RegExp(`${name}(?:="([^"]*)"|>([^<]*)<)`).exec(xmp);
  const value = (m?.[1] ?? m?.[2])?.trim();
  return value || undefined;
}

/** An XMP GPS coordinate ('39,54.9333N' or '39,54,56N') in signed decimal degrees. */
function xmpDegrees(text: string | undefined): number | undefined {
  const m = /^(\d+),(\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?))?([NSEW])$/.exec(text ?? '');
  if (!m) return undefined;
  const value = Number(m[1]) + Number(m[2]) / 60 + Number(m[3] ?? 0) / 3600;
  return m[4] === 'S' || m[4] === 'W' ? -value : value;
}

function xmpDetails(xmp: string): { gps?: GpsPosition; places: string[] } {
  const lat = xmpDegrees(xmpValue(xmp, 'exif:GPSLatitude'));
  const lng = xmpDegrees(xmpValue(xmp, 'exif:GPSLongitude'));
  const places = XMP_PLACES.map((n) => xmpValue(xmp, n)).filter((v): v is string => !!v);
  return lat !== undefined && lng !== undefined ? { gps: { lat, lng }, places } : { places };
}

/** The IPTC place names in a JPEG's Photoshop APP13 segment (IIM datasets 2:90, 2:92, 2:95, 2:101). */
function iptcPlaces(b: Uint8Array): { iptc: boolean; places: string[] } {
  const app13 = jpegSegments(b)?.segments.filter((s) => s.marker === 0xed) ?? [];
  const places: string[] = [];
  for (const s of app13) {
    const data = b.subarray(s.from + 4, s.to);
    for (let i = 0; i + 5 <= data.length;) {
      if (data[i] !== 0x1c) {
        i++;
        continue;
      }
      const length = (data[i + 3]! << 8) | data[i + 4]!;
      if (length & 0x8000) break; // an extended length: not used for text datasets
      if (data[i + 1] === 2 && IPTC_PLACES.includes(data[i + 2]!)) {
        const text = new TextDecoder().decode(data.subarray(i + 5, i + 5 + length)).trim();
        if (text) places.push(text);
      }
      i += 5 + length;
    }
  }
  return { iptc: app13.length > 0, places };
}

/** The summary's fields, with make and model joined into one camera name ("NIKON D2H", "Apple iPhone 8"). */
function fromSummary(s: ExifSummary | undefined) {
  if (!s) return { makerNote: false, thumbnail: false };
  const { make, model, ...rest } = s;
  const brand = make?.split(' ')[0]?.toLowerCase() ?? '';
  const camera =
    model && brand && model.toLowerCase().startsWith(brand) ? model : [make, model].filter(Boolean).join(' ');
  return camera ? { ...rest, camera } : rest;
}

/** What the file carries, in a form to show; an unknown format reports nothing. */
export function describeMetadata(b: Uint8Array): MetadataDetails {
  if (String.fromCharCode(...b.subarray(4, 8)) === 'ftyp') return heicDetails(b);
  const { format, parts } = partsOf(b);
  const basic = readMetadata(b);
  const exifPart = parts.find((p) => p.kind === 'exif');
  const summary = exifPart
    ? readExifSummary({ bytes: b, start: exifPart.start, end: exifPart.end })
    : undefined;
  const xmp = parts.filter((p) => p.kind === 'xmp').map((p) => xmpDetails(p.text ?? ''));
  const iptc = format === 'jpeg' ? iptcPlaces(b) : { iptc: false, places: [] };
  const gps = summary?.gps ?? xmp.find((x) => x.gps)?.gps;
  return {
    format,
    ...fromSummary(summary),
    ...(gps ? { gps } : {}),
    places: [...new Set([...iptc.places, ...xmp.flatMap((x) => x.places)])],
    exif: basic.exif,
    xmp: basic.xmp,
    iptc: iptc.iptc,
    orientation: basic.orientation,
    location: basic.location,
  };
}

function heicDetails(b: Uint8Array): MetadataDetails {
  const layout = heifLayout(b);
  const none: MetadataDetails = {
    format: 'heic',
    places: [],
    exif: false,
    xmp: false,
    iptc: false,
    makerNote: false,
    thumbnail: false,
    orientation: 1,
    location: false,
  };
  if (!layout) return none;
  const exifItem = layout.items.find((i) => i.type === 'Exif');
  const range = exifItem ? exifTiffRange(b, exifItem) : null;
  const block = range ? { bytes: b, ...range } : undefined;
  const summary = block ? readExifSummary(block) : undefined;
  const xmpItem = layout.items.find((i) => i.type === 'mime' && i.contentType === 'application/rdf+xml');
  const xmpBytes = xmpItem ? itemBytes(b, xmpItem) : null;
  const xmp = xmpBytes ? xmpDetails(latin1(xmpBytes)) : { places: [] };
  const gps = summary?.gps ?? xmp.gps;
  return {
    ...none,
    ...fromSummary(summary),
    ...(gps ? { gps } : {}),
    places: xmp.places,
    exif: !!block,
    xmp: !!xmpBytes,
    iptc: layout.items.some((i) => i.type === 'iptc'),
    orientation: block ? tiffOrientation(block) : 1,
    location: !!gps,
  };
}
