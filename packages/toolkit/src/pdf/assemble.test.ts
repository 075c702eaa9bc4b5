import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { scratchDir, scratchFile } from '../testing/scratch.ts';
import { assemblePages } from './assemble.ts';

const scratch = scratchDir('assemble-');

const fixture = (name: string) => ({
  name,
  bytes: new Uint8Array(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url))),
});
const GS = fixture('ghostscript-mixed-sizes.pdf'); // 612x792, 595x842, 595x420
const ROTATED = fixture('rotated.pdf'); // 300x400@90, 310x410@180, 320x420@270, 330x430@0

async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((p) => `${p.getWidth()}x${p.getHeight()}@${p.getRotation().angle}`);
}

describe('assemblePages', () => {
  it('puts picked pages of several files in any order, repeats included; qpdf accepts it', async () => {
    const picks = [
      { file: 1, page: 3 },
      { file: 0, page: 2 },
      { file: 1, page: 0 },
      { file: 0, page: 0 },
      { file: 1, page: 0 },
    ];
    const seen: number[] = [];
    const out = await assemblePages([GS, ROTATED], picks, { onProgress: (done) => seen.push(done) });
    expect(out.pageCount).toBe(5);
    expect(await pagesOf(out.bytes)).toEqual([
      '330x430@0',
      '595x420@0',
      '300x400@90',
      '612x792@0',
      '300x400@90',
    ]);
    expect(seen).toEqual([1, 2]);
    const path = scratchFile(scratch, 'out.pdf');
    writeFileSync(path, out.bytes);
    expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain(
      'No syntax or stream encoding errors',
    );
  });

  it('names an encrypted or damaged file, refuses an empty pick and pages past the end', async () => {
    await expect(
      assemblePages([GS, fixture('encrypted-user-password.pdf')], [{ file: 1, page: 0 }]),
    ).rejects.toMatchObject({
      code: 'pdf_encrypted',
      params: { name: 'encrypted-user-password.pdf' },
    });
    await expect(assemblePages([fixture('truncated.pdf')], [{ file: 0, page: 0 }])).rejects.toMatchObject({
      code: 'pdf_unreadable',
    });
    await expect(assemblePages([GS], [])).rejects.toMatchObject({ code: 'no_pages_picked' });
    await expect(assemblePages([GS], [{ file: 0, page: 3 }])).rejects.toMatchObject({
      code: 'page_out_of_range',
      params: { count: 3 },
    });
  });
});
