import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Script-like text of about `size` bytes that compresses well, as a bundle does. */
function scriptText(size: number): string {
  const lines: string[] = [];
  for (let i = 0; lines.join('\n').length < size; i++) {
    lines.push(`export function tool${i}(input){return input.map((x)=>x*${i}+${i % 7}).join(",")}`);
  }
  return lines.join('\n');
}

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the original, and leaves the rest alone', async () => {
    mkdirSync(join(dir, 'assets'));
    const script = scriptText(40_000);
    const style = `.a{color:red}\n`.repeat(500);
    const noise = randomBytes(20_000);
    writeFileSync(join(dir, 'assets', 'index-1a2b.js'), script);
    writeFileSync(join(dir, 'assets', 'index-1a2b.css'), style);
    writeFileSync(join(dir, 'assets', 'tiny-3c4d.js'), 'export{}');
    writeFileSync(join(dir, 'assets', 'photo-5e6f.png'), noise);
    writeFileSync(join(dir, 'assets', 'noise-7a8b.wasm'), noise);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>toolbox</p>'.repeat(200)}`);

    const result = await precompressDir(dir, { skip: ['index.html'] });

    for (const [name, text] of [
      ['assets/index-1a2b.js', script],
      ['assets/index-1a2b.css', style],
    ] as const) {
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString(), name).toBe(text);
      expect(gunzipSync(gz).toString(), name).toBe(text);
      expect(br.length, name).toBeLessThan(gz.length);
      expect(gz.length, name).toBeLessThan(text.length / 3);
    }
    // Too small to matter, not a compressible format, incompressible, or rendered by the server.
    for (const name of [
      'assets/tiny-3c4d.js',
      'assets/photo-5e6f.png',
      'assets/noise-7a8b.wasm',
      'index.html',
    ]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
    expect(result.files).toBe(2);
    expect(result.bytes).toBe(script.length + style.length);
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
  });
});
