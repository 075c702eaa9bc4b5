import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';

/** Extensions (lower case, no dot) of a file path. */
export function extensionOf(path: string): string {
  return extname(path).slice(1).toLowerCase();
}

/**
 * The files a run works on: chosen files as they are (when the tool reads them), and the readable
 * files inside chosen folders and their subfolders, in name order. Duplicates are dropped.
 */
export async function expandInputs(paths: string[], accepts: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (file: string) => {
    if (!seen.has(file) && accepts.includes(extensionOf(file))) {
      seen.add(file);
      out.push(file);
    }
  };
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) add(full);
    }
  };
  for (const raw of paths) {
    const path = resolve(raw);
    const info = await stat(path).catch(() => null);
    if (!info) throw new Error(`Not found: ${path}`);
    if (info.isDirectory()) await walk(path);
    else add(path);
  }
  return out;
}

/**
 * A free output path: `<folder>/<stem><suffix>.<ext>`, with " (2)", " (3)"… added when taken, so
 * a run never overwrites a source or an earlier result.
 */
export function outputPath(source: string, outDir: string | undefined, suffix: string, ext: string): string {
  const folder = outDir ?? dirname(source);
  const stem = basename(source, extname(source)) + suffix;
  return freePath(folder, stem, ext);
}

export function freePath(folder: string, stem: string, ext: string): string {
  let candidate = join(folder, `${stem}.${ext}`);
  for (let n = 2; existsSync(candidate); n++) candidate = join(folder, `${stem} (${n}).${ext}`);
  return candidate;
}
