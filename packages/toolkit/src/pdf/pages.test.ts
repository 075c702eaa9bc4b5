import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { deletePages, extractPages, rotatePages, type PagesInput } from './pages.ts';
import { splitGroups, splitPdf } from './split.ts';

const fixtures = join(import.meta.dirname, '__fixtures__');
const input = (name: string): PagesInput => ({
  name,
  bytes: new Uint8Array(readFileSync(join(fixtures, name))),
});
const GS = 'ghostscript-mixed-sizes.pdf'; // 612x792, 595x842, 595x420
const ROT = 'rotated.pdf'; // 300x400 r90, 310x410 r180, 320x420 r270 (inherited), 330x430 r0

const scratch = mkdtempSync(join(tmpdir(), 'pdf-pages-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `qpdf --check` (part of the test toolchain, like in merge.test.ts); throws on errors or warnings. */
function qpdfCheck(bytes: Uint8Array, name: string): string {
  const file = join(scratch, name);
  writeFileSync(file, bytes);
  return execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
}

async function pagesOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc
    .getPages()
    .map((p) => `${Math.round(p.getWidth())}x${Math.round(p.getHeight())}@${p.getRotation().angle}`);
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return { code: (error as { code: string }).code, params: (error as { params?: unknown }).params };
  }
  return null;
};

describe('deletePages / extractPages', () => {
  it('deletes the named pages and keeps the order of the rest', async () => {
    const out = await deletePages(input(GS), '2');
    expect(out.pageCount).toBe(2);
    expect(out.name).toBe('ghostscript-mixed-sizes-deleted.pdf');
    expect(await pagesOf(out.bytes)).toEqual(['612x792@0', '595x420@0']);
  });

  it('keeps each page rotation, inherited ones included', async () => {
    const out = await deletePages(input(ROT), '1，4');
    expect(await pagesOf(out.bytes)).toEqual(['310x410@180', '320x420@270']);
  });

  it('refuses to delete every page and checks the range', async () => {
    expect((await failure(deletePages(input(GS), '1-3')))?.code).toBe('no_pages_left');
    expect(await failure(deletePages(input(GS), '4'))).toEqual({
      code: 'page_out_of_range',
      params: { count: 3 },
    });
  });

  it('extracts pages into one PDF in page order', async () => {
    const out = await extractPages(input(ROT), '4, 1-2');
    expect(out.pageCount).toBe(3);
    expect(await pagesOf(out.bytes)).toEqual(['300x400@90', '310x410@180', '330x430@0']);
  });

  it('names encrypted and unreadable files', async () => {
    for (const name of ['encrypted-user-password.pdf', 'encrypted-empty-user-password.pdf'])
      expect(await failure(extractPages(input(name), '1'))).toEqual({
        code: 'pdf_encrypted',
        params: { name },
      });
    expect(await failure(deletePages(input('not-a-pdf.pdf'), '1'))).toEqual({
      code: 'pdf_unreadable',
      params: { name: 'not-a-pdf.pdf' },
    });
  });
});

describe('rotatePages', () => {
  it('adds to the existing rotation, per page', async () => {
    const out = await rotatePages(input(ROT), [90, 0, 90, -90]);
    expect(await pagesOf(out.bytes)).toEqual(['300x400@180', '310x410@180', '320x420@0', '330x430@270']);
  });

  it('rotates all pages and rejects angles that are not multiples of 90', async () => {
    const out = await rotatePages(input(GS), [180, 180, 180]);
    expect(await pagesOf(out.bytes)).toEqual(['612x792@180', '595x842@180', '595x420@180']);
    expect((await failure(rotatePages(input(GS), [45])))?.code).toBe('rotation_invalid');
    expect((await failure(rotatePages(input('encrypted-user-password.pdf'), [90])))?.code).toBe(
      'pdf_encrypted',
    );
  });
});

describe('splitPdf', () => {
  it('splits into single pages', async () => {
    const out = await splitPdf(input(GS), { kind: 'single' });
    expect(out.map((o) => o.name)).toEqual([
      'ghostscript-mixed-sizes-1.pdf',
      'ghostscript-mixed-sizes-2.pdf',
      'ghostscript-mixed-sizes-3.pdf',
    ]);
    expect(await Promise.all(out.map((o) => pagesOf(o.bytes)))).toEqual([
      ['612x792@0'],
      ['595x842@0'],
      ['595x420@0'],
    ]);
  });

  it('splits every N pages, the last file holding the rest', async () => {
    const out = await splitPdf(input(ROT), { kind: 'every', every: 3 });
    expect(out.map((o) => [o.name, o.pageCount])).toEqual([
      ['rotated-1-3.pdf', 3],
      ['rotated-4.pdf', 1],
    ]);
    expect(await pagesOf(out[0]!.bytes)).toEqual(['300x400@90', '310x410@180', '320x420@270']);
    expect(() => splitGroups({ kind: 'every', every: 0 }, 3)).toThrow('split_every_invalid');
    expect(() => splitGroups({ kind: 'every', every: 1.5 }, 3)).toThrow('split_every_invalid');
  });

  it('splits by custom ranges, one file each, repeats allowed', async () => {
    const out = await splitPdf(input(ROT), { kind: 'ranges', ranges: '3-4, 1, 1' });
    expect(out.map((o) => o.name)).toEqual(['rotated-3-4.pdf', 'rotated-1.pdf', 'rotated-1(2).pdf']);
    expect(await pagesOf(out[0]!.bytes)).toEqual(['320x420@270', '330x430@0']);
    expect((await failure(splitPdf(input(ROT), { kind: 'ranges', ranges: '3-9' })))?.params).toEqual({
      count: 4,
    });
    expect((await failure(splitPdf(input(ROT), { kind: 'ranges', ranges: '' })))?.code).toBe(
      'page_input_empty',
    );
    expect((await failure(splitPdf(input('truncated.pdf'), { kind: 'single' })))?.code).toMatch(
      /pdf_unreadable|pdf_encrypted/,
    );
  });
});

describe('outputs', () => {
  it('pass qpdf --check', async () => {
    const outputs = [
      await deletePages(input(ROT), '2'),
      await extractPages(input(GS), '1, 3'),
      await rotatePages(input(ROT), [90, 90, 90, 90]),
      ...(await splitPdf(input(GS), { kind: 'single' })),
    ];
    for (const out of outputs)
      expect(qpdfCheck(out.bytes, out.name)).toMatch(/No syntax or stream encoding errors/);
  });
});
