// The OPFS folder of the audio and video tools' outputs, shared by the workers that write them
// (output-file.ts) and the pages that show and remove them (output-keep.ts). No mediabunny here:
// pages import it.

/**
 * The OPFS folder holding the audio and video tools' outputs (one file per result, removed with the
 * result). Named when only the video tools wrote there; kept, so files left by then are still swept.
 */
export const OUTPUT_DIR = 'video-outputs';

/** The Web Lock held while an output file is in use: by the worker writing it, then by the page showing it. */
export const outputLock = (file: string) => `toolbox-video-output:${file}`;

/** An output file's name: ours (so the page knows to remove it) and unique. */
const OUTPUT_NAME = /^out-[0-9a-f-]{36}\.[a-z0-9]+$/;

/** True when `name` is a file the audio and video tools write into {@link OUTPUT_DIR}. */
export const isOutputName = (name: string) => OUTPUT_NAME.test(name);

/** The outputs folder as far as we use it (its async iteration is not in the DOM lib we compile with). */
export interface OutputDirectory {
  getFileHandle(name: string, options: { create: boolean }): Promise<FileSystemFileHandle>;
  removeEntry(name: string): Promise<void>;
  keys(): AsyncIterable<string>;
}

/** The outputs folder, or null where OPFS (or Web Locks, which guard its files) is missing. */
export async function outputDirectory(): Promise<OutputDirectory | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.getDirectory || !navigator.locks) return null;
  try {
    const root = await navigator.storage.getDirectory();
    return (await root.getDirectoryHandle(OUTPUT_DIR, { create: true })) as unknown as OutputDirectory;
  } catch {
    return null;
  }
}

/**
 * Removes every output file nobody holds: left by a crashed or closed tab, or by a run that was
 * cancelled (its worker terminated mid-write). A file being written is safe: its open sync handle
 * and its lock both keep it.
 */
export async function sweepOutputs(): Promise<void> {
  const dir = await outputDirectory();
  if (!dir) return;
  const { held = [] } = await navigator.locks.query();
  const busy = new Set(held.map((lock) => lock.name));
  const names: string[] = [];
  for await (const name of dir.keys())
    if (isOutputName(name) && !busy.has(outputLock(name))) names.push(name);
  await Promise.all(names.map((name) => dir.removeEntry(name).catch(() => {})));
}
