import { zipSync, type Zippable } from 'fflate';
import { extensionOf } from './format.ts';

/** Formats that are compressed already: deflating them again costs time and gains nothing. */
const STORED_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'png',
  'webp',
  'gif',
  'avif',
  'heic',
  'pdf',
  'zip',
  'gz',
  '7z',
  'rar',
  'mp3',
  'm4a',
  'aac',
  'ogg',
  'opus',
  'mp4',
  'mov',
  'webm',
  'mkv',
  'docx',
  'xlsx',
  'pptx',
  'woff2',
]);

export function isCompressedType(name: string, type = ''): boolean {
  if (STORED_EXTENSIONS.has(extensionOf(name))) return true;
  return /^(image\/(jpeg|png|webp|gif|avif)|audio\/|video\/|application\/(pdf|zip|gzip))/.test(type);
}

/** Makes names unique inside one archive: a.pdf, a (2).pdf, a (3).pdf. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 1) return name;
    const ext = extensionOf(name);
    const base = ext ? name.slice(0, -(ext.length + 1)) : name;
    const candidate = ext ? `${base} (${count}).${ext}` : `${base} (${count})`;
    seen.set(candidate.toLowerCase(), 1);
    return candidate;
  });
}

/** Packs files into one ZIP blob: stored for compressed formats, deflated for the rest. */
export async function zipFiles(files: ReadonlyArray<{ name: string; blob: Blob }>): Promise<Blob> {
  const names = uniqueNames(files.map((f) => f.name));
  const entries: Zippable = {};
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    entries[names[i]!] = [bytes, { level: isCompressedType(file.name, file.blob.type) ? 0 : 6 }];
  }
  return new Blob([zipSync(entries)], { type: 'application/zip' });
}
