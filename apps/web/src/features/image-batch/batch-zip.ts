import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { isCompressedType, uniqueNames } from '../../framework/zip.ts';

/** Output chunks are gathered into a Blob every this many bytes, so the JS heap stays small. */
const FLUSH_BYTES = 8 * 1024 * 1024;

/**
 * One ZIP of many files, built as a stream: each file is read, added and let go before the next, and
 * the archive grows as a Blob (which the browser may keep on disk), never as one big array.
 * Compressed formats are stored, the rest deflated. Names are made unique (a.jpg, a (2).jpg).
 */
export async function zipStream(
  files: ReadonlyArray<{ name: string; blob: Blob }>,
  onProgress?: (done: number, total: number) => void,
): Promise<Blob> {
  const parts: BlobPart[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pending.length) parts.push(new Blob(pending as BlobPart[]));
    pending = [];
    pendingBytes = 0;
  };
  let failure: Error | null = null;
  let ended!: () => void;
  const done = new Promise<void>((resolve) => (ended = resolve));
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= FLUSH_BYTES) flush();
    }
    if (final || error) ended();
  });
  const names = uniqueNames(files.map((f) => f.name));
  for (const [i, file] of files.entries()) {
    const name = names[i]!;
    const entry = isCompressedType(name, file.blob.type) ? new ZipPassThrough(name) : new ZipDeflate(name);
    zip.add(entry);
    entry.push(new Uint8Array(await file.blob.arrayBuffer()), true);
    onProgress?.(i + 1, files.length);
    if (failure) throw failure;
  }
  zip.end();
  await done;
  if (failure) throw failure;
  flush();
  return new Blob(parts, { type: 'application/zip' });
}
