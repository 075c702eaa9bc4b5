import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import type { NameIndex } from './name-index.ts';

/** Folders never indexed (kernel views and package caches that only add noise). */
const skippedNames = new Set(['proc', 'sys', 'dev', 'node_modules', '.git', '$Recycle.Bin']);

/** Whether a folder's content is indexed (its own name always is). */
export function descends(entry: Dirent): boolean {
  return entry.isDirectory() && !entry.isSymbolicLink() && !skippedNames.has(entry.name);
}

/** Reads a folder, or nothing when it is gone or unreadable. */
export function readFolder(path: string): Dirent[] {
  try {
    return readdirSync(path, { withFileTypes: true });
  } catch {
    return [];
  }
}

/**
 * Adds everything under folder entry `id` (at `path`) to the index, depth first. Yields to the
 * event loop every ~15 ms so the bridge keeps answering while a large volume is read; `onFolder`
 * sees every folder added (the watcher uses it).
 */
export async function scanInto(
  index: NameIndex,
  id: number,
  path: string,
  onFolder?: (id: number, path: string) => void,
): Promise<void> {
  const stack: Array<[number, string]> = [[id, path]];
  let since = performance.now();
  while (stack.length > 0) {
    const [dirId, dirPath] = stack.pop()!;
    onFolder?.(dirId, dirPath);
    for (const entry of readFolder(dirPath)) {
      const isDir = entry.isDirectory();
      const child = index.add(dirId, entry.name, isDir);
      if (isDir && descends(entry)) stack.push([child, join(dirPath, entry.name)]);
    }
    if (performance.now() - since > 15) {
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
}
