// HEIC bench: a real 12 MP iPhone HEIC (grid of tiles, rotated by irot) decoded and written as a
// quality-90 JPEG with its EXIF, by our path (libheif-js WebAssembly + MozJPEG, as the browser worker
// does) beside Debian's native `heif-convert` (libheif + libde265 + libjpeg) on the same file.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './bench-types.ts';
import { loadNodeCodecs, loadNodeLibHeif } from '@toolbox/toolkit/node';
import { openHeic, withJpegMetadata } from '@toolbox/toolkit/image';

const FIXTURE = new URL(
  '../packages/toolkit/src/image/__fixtures__/meta/iphone-12mp-rotated.heic',
  import.meta.url,
);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function ours(bytes: Uint8Array) {
  const [lib, codecs] = await Promise.all([loadNodeLibHeif(), loadNodeCodecs()]);
  const start = performance.now();
  const file = openHeic(lib, bytes);
  if (typeof file === 'string') throw new Error(file);
  const image = await file.decode(0);
  file.close();
  if (typeof image === 'string') throw new Error(image);
  const decoded = performance.now();
  const jpeg = withJpegMetadata(await codecs.encoders.jpeg(image.pixels, 90), image).bytes;
  return { total: performance.now() - start, decode: decoded - start, bytes: jpeg.length };
}

function native(path: string): { ms: number; bytes: number } | string {
  if (spawnSync('heif-convert', ['--version']).error)
    return 'heif-convert not installed (apt-get install libheif-examples)';
  const dir = mkdtempSync(join(tmpdir(), 'heic-bench-'));
  try {
    const out = join(dir, 'out.jpg');
    const start = performance.now();
    execFileSync('heif-convert', ['-q', '90', path, out], { stdio: 'ignore' });
    const ms = performance.now() - start;
    return { ms, bytes: readFileSync(out).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchHeic(): Promise<BenchRow[]> {
  const path = FIXTURE.pathname;
  const bytes = new Uint8Array(readFileSync(path));
  const cold = await ours(bytes); // compiles the wasm on first use, as a fresh browser worker does
  const warm = await ours(bytes);
  const ref = native(path);
  const refText = typeof ref === 'string' ? ref : `${seconds(ref.ms)}, ${(ref.bytes / 1024).toFixed(0)} KB`;
  const ratio = typeof ref === 'string' ? '' : ` (${(warm.total / ref.ms).toFixed(1)}× heif-convert)`;
  return [
    {
      name: 'heic 12 MP → JPEG q90, first file',
      ours: `${seconds(cold.total)} (decode ${seconds(cold.decode)})`,
      reference: refText,
      note: 'libheif-js wasm + MozJPEG, one thread; the first call compiles the wasm',
    },
    {
      name: 'heic 12 MP → JPEG q90, next files',
      ours: `${seconds(warm.total)} (decode ${seconds(warm.decode)}), ${(warm.bytes / 1024).toFixed(0)} KB`,
      reference: refText,
      note: `heif-convert -q 90 (native, Debian)${ratio}`,
    },
  ];
}
