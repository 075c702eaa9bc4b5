// The page's side of the audio and video tools' output files (written by output-file.ts): a result shown on the page
// holds its OPFS file (a Web Lock), and the file is removed once the result is replaced, discarded
// or the tool is left. Files nobody holds (a crashed tab, a cancelled run) are swept when a tool opens.
import { useEffect } from 'react';
import { isOutputName, outputDirectory, outputLock, sweepOutputs } from './output-store.ts';

/** The OPFS name behind each result blob we made, and how to let its lock go. */
const held = new WeakMap<Blob, { name: string; release: () => void }>();

/**
 * The result blob of a worker's output: a File in OPFS is wrapped (no copy: the blob reads the same
 * disk file) and held until {@link releaseOutput}; bytes become an ordinary blob.
 */
export function keepOutput(bytes: File | ArrayBuffer, type: string): Blob {
  const blob = new Blob([bytes], { type });
  if (
    bytes instanceof File &&
    isOutputName(bytes.name) &&
    typeof navigator !== 'undefined' &&
    navigator.locks
  ) {
    let release = () => {};
    const until = new Promise<void>((resolve) => (release = resolve));
    void navigator.locks.request(outputLock(bytes.name), () => until).catch(() => {});
    held.set(blob, { name: bytes.name, release });
  }
  return blob;
}

/** Lets a result's OPFS file go and removes it (nothing for a blob held in memory). */
export async function releaseOutput(blob: Blob): Promise<void> {
  const entry = held.get(blob);
  if (!entry) return;
  held.delete(blob);
  entry.release();
  const dir = await outputDirectory();
  await dir?.removeEntry(entry.name).catch(() => {});
}

const pending = new WeakMap<Blob, ReturnType<typeof setTimeout>>();

/**
 * For a tool's page: sweeps unheld output files when the tool opens and after each run (a cancelled
 * run leaves its partial file), and removes the shown result's file when it is replaced or dropped.
 */
export function useOutputFiles(result: Blob | undefined, busy: boolean): void {
  useEffect(() => {
    if (!busy) void sweepOutputs().catch(() => {});
  }, [busy]);
  useEffect(() => {
    if (!result) return undefined;
    // Deferred a tick: React's strict mode runs an effect's cleanup and the effect again at once,
    // and the shown result must not lose its file then.
    clearTimeout(pending.get(result));
    return () => {
      pending.set(
        result,
        setTimeout(() => void releaseOutput(result), 0),
      );
    };
  }, [result]);
}
