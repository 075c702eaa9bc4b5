// Removes the location (or all descriptive metadata) from one file without re-encoding.
import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { describeMetadata, readImageSize, removeMetadata } from '@toolbox/toolkit/image';
import type { ImageJob, ImageJobResult, ImageNote } from '../../../features/image-batch/protocol.ts';

export interface RemoveLocationOptions {
  /** Also remove camera, date and every other EXIF/XMP/IPTC field (the orientation stays). */
  everything: boolean;
}

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic' } as const;
const coded = (code: string) => Object.assign(new Error(code), { code });

export const handleRemoveLocation: WorkerHandler<ImageJob<RemoveLocationOptions>, ImageJobResult> = async ({
  file,
  options,
}) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const before = describeMetadata(bytes);
  const out = removeMetadata(bytes, { everything: options.everything });
  if (!out.ok) throw coded(`location_${out.reason}`);
  const after = describeMetadata(out.bytes);
  if (after.location) throw coded('processing_error'); // never deliver a file that still has a position
  const notes: ImageNote[] = [
    { code: options.everything ? 'all_removed' : before.location ? 'location_removed' : 'no_location' },
  ];
  if (!options.everything && after.places.length) notes.push({ code: 'places_kept' });
  const size = readImageSize(out.bytes) ?? { width: 0, height: 0 };
  const output = { name: file.name, bytes: out.bytes.buffer, type: MIME[before.format ?? 'jpeg'], ...size };
  return { result: { outputs: [output], notes }, transfer: [output.bytes] };
};
