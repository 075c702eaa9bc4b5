import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FreeImagePhoto } from '@toolbox/contracts';
import { PER_PAGE } from './providers.ts';

/**
 * The operator's own library: a folder of pictures with a manifest.json naming, for each file,
 * its title, search tags (any language), author, licence and where it came from. It is searched
 * by words: every word must appear in the title, a tag or the author's name.
 */
export const libraryEntry = z.object({
  file: z.string().regex(/^[\w.-]+\.(jpe?g|png|webp)$/i, 'a plain file name ending .jpg, .png or .webp'),
  title: z.string().min(1),
  tags: z.array(z.string()).default([]),
  author: z.string().min(1),
  authorUrl: z.string().default(''),
  licence: z.string().min(1),
  licenceUrl: z.string().default(''),
  sourceUrl: z.string().default(''),
  width: z.number().int().nullable().default(null),
  height: z.number().int().nullable().default(null),
});
export type LibraryEntry = z.infer<typeof libraryEntry>;

const manifestSchema = z.object({ photos: z.array(libraryEntry) });

export const LIBRARY_PATH = '/ut/free-image/library';

export const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Reads the manifest again whenever its modification time changes (the operator edits it live). */
export function openLibrary(dir: string) {
  let cached: { mtimeMs: number; entries: LibraryEntry[] } | null = null;
  async function entries(): Promise<LibraryEntry[]> {
    const path = join(dir, 'manifest.json');
    const info = await stat(path).catch(() => null);
    if (!info) return [];
    if (cached?.mtimeMs !== info.mtimeMs) {
      const parsed = manifestSchema.parse(JSON.parse(await readFile(path, 'utf8')));
      cached = { mtimeMs: info.mtimeMs, entries: parsed.photos };
    }
    return cached.entries;
  }
  return {
    dir,
    entries,
    async find(file: string): Promise<LibraryEntry | undefined> {
      return (await entries()).find((e) => e.file === file);
    },
    async search(q: string, page: number) {
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      const hits = (await entries()).filter((e) => {
        const text = [e.title, e.author, ...e.tags].join('\n').toLowerCase();
        return words.every((w) => text.includes(w));
      });
      const photos: FreeImagePhoto[] = hits.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((e) => ({
        id: e.file,
        title: e.title,
        width: e.width,
        height: e.height,
        author: e.author,
        authorUrl: e.authorUrl,
        licence: e.licence,
        licenceUrl: e.licenceUrl,
        sourceUrl: e.sourceUrl,
        preview: `${LIBRARY_PATH}/${encodeURIComponent(e.file)}`,
      }));
      return { page, total: hits.length, totalPages: Math.ceil(hits.length / PER_PAGE), photos };
    },
  };
}
export type Library = ReturnType<typeof openLibrary>;
