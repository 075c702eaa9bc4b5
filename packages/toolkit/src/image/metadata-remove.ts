// The location remover of image_remove_location: GPS only (the default) or every descriptive
// metadata block, for JPEG, PNG, WebP and HEIC, never by re-encoding.
import { jpegSegments, pngChunks } from './containers.ts';
import { readMetadata, removeLocation } from './metadata.ts';
import { heicRemoveLocation } from './metadata-heic.ts';
import { partsOf } from './metadata-parts.ts';
import { stripJpeg, stripPng, stripWebp } from './metadata-strip.ts';

export interface RemoveOptions {
  /** Remove all descriptive metadata (EXIF with maker notes and thumbnail, XMP, IPTC), not only the location. */
  everything?: boolean;
}

export type RemoveResult =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'unsupported' | 'damaged' };

const isHeif = (b: Uint8Array) => b.length >= 12 && String.fromCharCode(...b.subarray(4, 8)) === 'ftyp';

/**
 * A copy of the file without its location (see removeLocation; HEIC in place, see metadata-heic.ts), or
 * with `everything`, without any descriptive metadata (see metadata-strip.ts). The image data is copied
 * byte for byte. Refuses formats it cannot edit and files whose structure cannot be walked.
 */
export function removeMetadata(bytes: Uint8Array, options: RemoveOptions = {}): RemoveResult {
  const done = (out: Uint8Array<ArrayBuffer> | null): RemoveResult =>
    out ? { ok: true, bytes: out } : { ok: false, reason: 'damaged' };
  if (isHeif(bytes)) return done(heicRemoveLocation(bytes, options.everything ?? false));
  const { format } = partsOf(bytes);
  if (!format) return { ok: false, reason: 'unsupported' };
  if (format === 'jpeg' && !jpegSegments(bytes)) return done(null);
  if (format === 'png' && !pngChunks(bytes)) return done(null);
  if (!options.everything) return done(removeLocation(bytes));
  const { orientation } = readMetadata(bytes);
  return done(
    format === 'jpeg'
      ? stripJpeg(bytes, orientation)
      : format === 'png'
        ? stripPng(bytes, orientation)
        : stripWebp(bytes),
  );
}
