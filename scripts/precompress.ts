// Brotli and gzip copies of the built web app's files, made once at build time so the server sends
// them as they are (`@fastify/static` with `preCompressed`) instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats that gain from compression; images, fonts in woff2 and archives are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.wasm',
  '.txt',
  '.xml',
  '.map',
  '.bcmap',
  '.pfb',
  '.ttf',
  '.otf',
  '.ico',
]);

/** Smaller files fit in the first packets anyway. */
const MIN_BYTES = 1024;
/** A copy is kept only when it saves at least this share of the file. */
const MIN_SAVING = 0.1;
/**
 * Brotli's best quality (11) takes about forty times as long as quality 5 for files 5-10 % smaller:
 * it is spent on the scripts and styles pages load first (small chunks), not on the big workers,
 * wasm and pdf.js data that load later and in the background (quality 9 would take ten times as
 * long as 5 to save 2 % more on those).
 */
const BEST_QUALITY_LIMIT = 300 * 1024;
const PAGE_CODE = new Set(['.js', '.mjs', '.css', '.svg', '.json']);

export interface PrecompressOptions {
  /** Files (paths relative to the directory, with `/`) not to compress, e.g. a template the server renders. */
  skip?: readonly string[];
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

function brotliQuality(ext: string, size: number): number {
  return PAGE_CODE.has(ext) && size <= BEST_QUALITY_LIMIT ? constants.BROTLI_MAX_QUALITY : 5;
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir` that gains from it.
 * Work runs on libuv's thread pool, a few files at a time. Returns the totals over compressed files.
 */
export async function precompressDir(
  dir: string,
  options: PrecompressOptions = {},
): Promise<PrecompressResult> {
  const skip = new Set(options.skip ?? []);
  const queue: string[] = [];
  for await (const path of filesUnder(dir)) {
    const ext = extname(path).toLowerCase();
    if (!COMPRESSIBLE.has(ext)) continue;
    if (skip.has(relative(dir, path).split('\\').join('/'))) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    queue.push(path);
  }
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };

  async function one(path: string) {
    const data = await readFile(path);
    const ext = extname(path).toLowerCase();
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(ext, data.length),
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_MODE]: PAGE_CODE.has(ext)
            ? constants.BROTLI_MODE_TEXT
            : constants.BROTLI_MODE_GENERIC,
        },
      }),
      gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const limit = data.length * (1 - MIN_SAVING);
    if (gz.length > limit) return; // where gzip saves nothing, brotli saves little more
    await writeFile(`${path}.gz`, gz);
    // Without a .br copy the server falls back to the .gz one.
    const keepBrotli = br.length < gz.length;
    if (keepBrotli) await writeFile(`${path}.br`, br);
    result.files += 1;
    result.bytes += data.length;
    result.brotliBytes += keepBrotli ? br.length : gz.length;
    result.gzipBytes += gz.length;
  }

  // Four at a time: enough to keep the thread pool busy without holding every file in memory.
  const workers = Array.from({ length: 4 }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await one(path);
  });
  await Promise.all(workers);
  return result;
}
