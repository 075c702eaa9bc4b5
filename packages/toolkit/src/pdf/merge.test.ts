import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectPdf, mergePdfs } from './merge.ts';
import type { PdfInput } from './merge.ts';

const fixtures = join(import.meta.dirname, '__fixtures__');
const input = (name: string): PdfInput => ({
  name,
  bytes: new Uint8Array(readFileSync(join(fixtures, name))),
});

// Every fixture page has its own size, so the sequence of sizes proves the page order.
const GHOSTSCRIPT = ['612x792', '595x842', '595x420'];
const PDFLIB = ['400x500', '410x510'];
const ROTATED = ['300x400', '310x410', '320x420', '330x430'];

const scratch = mkdtempSync(join(tmpdir(), 'pdf-merge-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function pagesOf(bytes: Uint8Array | null) {
  expect(bytes).not.toBeNull();
  const doc = await PDFDocument.load(bytes as Uint8Array);
  return doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    return { size: `${Math.round(width)}x${Math.round(height)}`, rotation: page.getRotation().angle };
  });
}

/** Runs `qpdf --check`; qpdf is part of the test toolchain (scripts/test.sh installs it), so never skip. */
function qpdfCheck(bytes: Uint8Array | null, name: string): string {
  const found = spawnSync('qpdf', ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new Error(
      'qpdf is required to validate merged PDFs: run `apt-get install -y qpdf` and test again.',
    );
  }
  const file = join(scratch, name);
  writeFileSync(file, bytes as Uint8Array);
  // Exit status 0 only: 2 means errors, 3 means warnings; both fail the test with qpdf's own words.
  return execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
}

describe('mergePdfs', () => {
  it('copies every page in order from files made by different producers', async () => {
    const result = await mergePdfs([
      input('ghostscript-mixed-sizes.pdf'),
      input('pdflib-two-pages.pdf'),
      input('rotated.pdf'),
    ]);
    expect(result.failed).toEqual([]);
    expect(result.pageCount).toBe(9);
    const pages = await pagesOf(result.bytes);
    expect(pages.map((p) => p.size)).toEqual([...GHOSTSCRIPT, ...PDFLIB, ...ROTATED]);
    expect(qpdfCheck(result.bytes, 'in-order.pdf')).toMatch(/No syntax or stream encoding errors/);
  });

  it('follows the order it is given', async () => {
    const result = await mergePdfs([
      input('rotated.pdf'),
      input('pdflib-two-pages.pdf'),
      input('ghostscript-mixed-sizes.pdf'),
    ]);
    expect((await pagesOf(result.bytes)).map((p) => p.size)).toEqual([...ROTATED, ...PDFLIB, ...GHOSTSCRIPT]);
  });

  it('keeps explicit and inherited page rotation', async () => {
    const result = await mergePdfs([input('pdflib-two-pages.pdf'), input('rotated.pdf')]);
    const pages = await pagesOf(result.bytes);
    // Page 3 of rotated.pdf has no /Rotate of its own: it inherits 270 from its page tree.
    expect(pages.map((p) => p.rotation)).toEqual([0, 0, 90, 180, 270, 0]);
  });

  it('skips encrypted and damaged files, lists them by name and reason, and merges the rest', async () => {
    const result = await mergePdfs([
      input('pdflib-two-pages.pdf'),
      input('encrypted-user-password.pdf'),
      input('not-a-pdf.pdf'),
      input('encrypted-empty-user-password.pdf'),
      input('truncated.pdf'),
      input('encrypted-rc4-empty-user-password.pdf'),
      input('ghostscript-mixed-sizes.pdf'),
    ]);
    expect(result.failed).toEqual([
      { name: 'encrypted-user-password.pdf', reason: 'encrypted' },
      { name: 'not-a-pdf.pdf', reason: 'unreadable' },
      { name: 'encrypted-empty-user-password.pdf', reason: 'encrypted' },
      { name: 'truncated.pdf', reason: 'unreadable' },
      { name: 'encrypted-rc4-empty-user-password.pdf', reason: 'encrypted' },
    ]);
    expect(result.pageCount).toBe(5);
    expect((await pagesOf(result.bytes)).map((p) => p.size)).toEqual([...PDFLIB, ...GHOSTSCRIPT]);
    qpdfCheck(result.bytes, 'with-failures.pdf');
  });

  it('returns no bytes when nothing could be read', async () => {
    const result = await mergePdfs([input('encrypted-user-password.pdf'), input('not-a-pdf.pdf')]);
    expect(result).toEqual({
      bytes: null,
      pageCount: 0,
      failed: [
        { name: 'encrypted-user-password.pdf', reason: 'encrypted' },
        { name: 'not-a-pdf.pdf', reason: 'unreadable' },
      ],
    });
    expect(await mergePdfs([])).toEqual({ bytes: null, pageCount: 0, failed: [] });
  });

  it('merges the same file twice and writes a valid file without object streams too', async () => {
    const twice = [input('ghostscript-mixed-sizes.pdf'), input('ghostscript-mixed-sizes.pdf')];
    const result = await mergePdfs(twice, { useObjectStreams: false });
    expect((await pagesOf(result.bytes)).map((p) => p.size)).toEqual([...GHOSTSCRIPT, ...GHOSTSCRIPT]);
    qpdfCheck(result.bytes, 'twice-classic-xref.pdf');
  });

  it('reports progress after each file', async () => {
    const calls: Array<[number, number]> = [];
    await mergePdfs([input('pdflib-two-pages.pdf'), input('not-a-pdf.pdf'), input('rotated.pdf')], {
      onProgress: (done, total) => calls.push([done, total]),
    });
    expect(calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('stops when cancelled, before or during the merge', async () => {
    const files = [input('pdflib-two-pages.pdf'), input('rotated.pdf'), input('ghostscript-mixed-sizes.pdf')];
    await expect(mergePdfs(files, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const controller = new AbortController();
    const seen: number[] = [];
    const run = mergePdfs(files, {
      signal: controller.signal,
      onProgress: (done) => {
        seen.push(done);
        controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([1]);
  });

  it('merges 100 files of 10 pages in reasonable time', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 10; i++) doc.addPage([300 + i, 400]).drawText(`page ${i + 1}`);
    const bytes = await doc.save();
    const inputs = Array.from({ length: 100 }, (_, i) => ({ name: `f${i}.pdf`, bytes }));
    const started = performance.now();
    const result = await mergePdfs(inputs);
    const seconds = (performance.now() - started) / 1000;
    expect(result.pageCount).toBe(1000);
    // The bench (npm run bench pdf_merge) measures properly; this only catches an accidental slowdown.
    expect(seconds).toBeLessThan(8);
  });
});

describe('inspectPdf', () => {
  it.each([
    ['ghostscript-mixed-sizes.pdf', { ok: true, pageCount: 3 }],
    ['pdflib-two-pages.pdf', { ok: true, pageCount: 2 }],
    ['rotated.pdf', { ok: true, pageCount: 4 }],
    ['encrypted-user-password.pdf', { ok: false, reason: 'encrypted' }],
    ['encrypted-empty-user-password.pdf', { ok: false, reason: 'encrypted' }],
    ['encrypted-rc4-empty-user-password.pdf', { ok: false, reason: 'encrypted' }],
    ['truncated.pdf', { ok: false, reason: 'unreadable' }],
    ['not-a-pdf.pdf', { ok: false, reason: 'unreadable' }],
  ])('%s', async (name, expected) => {
    expect(await inspectPdf(input(name).bytes)).toEqual(expected);
  });

  it('calls an empty file unreadable', async () => {
    expect(await inspectPdf(new Uint8Array())).toEqual({ ok: false, reason: 'unreadable' });
  });
});
