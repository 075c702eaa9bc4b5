// Folders: dropped ones are walked through the File System entries API, chosen ones come from an
// <input webkitdirectory> with each file's relative path.

/** A file found in a folder, with the folder path it sits in ('' at the top). */
export interface FolderFile {
  file: File;
  folder: string;
}

// The entries API as Chromium, Firefox and Safari have it (the DOM lib types only part of it).
interface Entry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
}
interface FileEntry extends Entry {
  file(ok: (file: File) => void, fail: (error: unknown) => void): void;
}
interface DirectoryEntry extends Entry {
  createReader(): { readEntries(ok: (entries: Entry[]) => void, fail: (error: unknown) => void): void };
}

const parentOf = (fullPath: string) => fullPath.replace(/^\//, '').split('/').slice(0, -1).join('/');

async function walk(entry: Entry, out: FolderFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((ok, fail) => (entry as FileEntry).file(ok, fail));
    out.push({ file, folder: parentOf(entry.fullPath) });
    return;
  }
  const reader = (entry as DirectoryEntry).createReader();
  // readEntries answers in batches (100 in Chromium) until it answers none.
  for (;;) {
    const batch = await new Promise<Entry[]>((ok, fail) => reader.readEntries(ok, fail));
    if (batch.length === 0) break;
    for (const child of batch) await walk(child, out);
  }
}

/**
 * The entries of a drop when it holds at least one folder (else null: plain files are left to the
 * file input). Must be called during the drop event; the walk itself may finish later.
 */
export function droppedFolders(data: DataTransfer | null): Promise<FolderFile[]> | null {
  if (!data) return null;
  const entries = Array.from(data.items)
    .map((item) => (item.kind === 'file' ? (item.webkitGetAsEntry() as Entry | null) : null))
    .filter((entry): entry is Entry => entry !== null);
  if (!entries.some((entry) => entry.isDirectory)) return null;
  return (async () => {
    const out: FolderFile[] = [];
    for (const entry of entries) await walk(entry, out);
    return out;
  })();
}

/** Files of an <input webkitdirectory>, with their folder from `webkitRelativePath`. */
export function chosenFolder(files: FileList | null): FolderFile[] {
  return Array.from(files ?? []).map((file) => ({
    file,
    folder: file.webkitRelativePath.split('/').slice(0, -1).join('/'),
  }));
}
