import { orderRenameSteps } from '@toolbox/toolkit/files';

/** The parts of the File System Access API we use (not yet in TypeScript's DOM lib). */
export interface FileHandle {
  kind: 'file';
  name: string;
  getFile(): Promise<File>;
  move?: (name: string) => Promise<void>;
}
export interface DirectoryHandle {
  kind: 'directory';
  name: string;
  values(): AsyncIterable<FileHandle | DirectoryHandle>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandle & WritableHandle>;
  removeEntry(name: string): Promise<void>;
}
interface WritableHandle {
  createWritable(): Promise<{ write(data: Blob): Promise<void>; close(): Promise<void> }>;
}
type PickerWindow = {
  showDirectoryPicker?: (o?: { mode?: 'read' | 'readwrite' }) => Promise<DirectoryHandle>;
};

/** Whether this browser can open a folder for renaming in place (Chromium on desktop). */
export function canRenameInPlace(): boolean {
  return typeof (window as unknown as PickerWindow).showDirectoryPicker === 'function';
}

/** Asks the user for a folder with write access. */
export function pickDirectory(): Promise<DirectoryHandle> {
  return (window as unknown as PickerWindow).showDirectoryPicker!({ mode: 'readwrite' });
}

/** The files directly inside a folder (sub-folders are left alone), sorted by name. */
export async function listFiles(dir: DirectoryHandle): Promise<FileHandle[]> {
  const files: FileHandle[] = [];
  for await (const entry of dir.values()) if (entry.kind === 'file') files.push(entry);
  return files.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

/** Renames one file: `move()` where the browser has it, else copy to the new name and delete. */
async function renameEntry(dir: DirectoryHandle, handle: FileHandle, to: string): Promise<FileHandle> {
  if (handle.move) {
    await handle.move(to);
    return handle;
  }
  const file = await handle.getFile();
  const target = await dir.getFileHandle(to, { create: true });
  const writable = await target.createWritable();
  await writable.write(file);
  await writable.close();
  await dir.removeEntry(handle.name);
  return target;
}

/**
 * Applies renames in a safe order (chains from the free end, cycles via a temporary name).
 * Returns the names that failed; the rest are done.
 */
export async function renameInPlace(
  dir: DirectoryHandle,
  handles: ReadonlyMap<string, FileHandle>,
  renames: ReadonlyArray<{ from: string; to: string }>,
  onProgress: (done: number, total: number) => void,
): Promise<Array<{ name: string; error: string }>> {
  const steps = orderRenameSteps(renames);
  const live = new Map(handles);
  const failed: Array<{ name: string; error: string }> = [];
  for (const [i, step] of steps.entries()) {
    const handle = live.get(step.from);
    try {
      if (!handle) throw new Error('missing');
      const moved = await renameEntry(dir, handle, step.to);
      live.delete(step.from);
      live.set(step.to, moved);
    } catch (e) {
      failed.push({ name: step.from, error: (e as Error).message });
    }
    onProgress(i + 1, steps.length);
  }
  return failed;
}
