// The Chinese page-number styles, read back by poppler's pdftotext and checked by qpdf (both required:
// a missing tool fails the test).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../testing/scratch.ts';
import { PAGE_NUMBER_FONT, PAGE_NUMBER_FONT_BASE64 } from './fonts/page-number-font.ts';
import { openWithPdfjs } from './pdfjs-node.ts';
import { extractPdfText } from './text-lines.ts';
import { addPageNumbers, formatPageNumber, isChinesePageNumberFormat } from './page-numbers.ts';
import type { PageNumberFormat, PageNumberOptions } from './page-numbers.ts';

const dir = scratchDir('page-num-cjk-');
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url)));

/** Numbers `bytes`, writes the result and returns its path; qpdf --check must pass. */
async function numbered(bytes: Uint8Array, options: Partial<PageNumberOptions>) {
  const res = await addPageNumbers(bytes, options);
  if (!res.ok) throw new Error(res.reason);
  const path = join(dir, `out-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, res.bytes);
  expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain(
    'No syntax or stream encoding errors found',
  );
  return { path, bytes: res.bytes };
}

/**
 * The text of one page as poppler reads it, without white space: poppler drops the space glyphs between
 * CJK characters and digits (it infers spaces from gaps), so '第 3 页' reads '第3页'. pdf.js keeps them.
 */
const popplerText = (path: string, page: number) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-f', `${page}`, '-l', `${page}`, path, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, '');

/** The text of every page as pdf.js reads it, spaces included. */
const pdfjsText = async (bytes: Uint8Array) => extractPdfText(await openWithPdfjs(bytes));

/** A blank PDF of `count` A4 pages, made by pdf-lib. */
async function blank(count: number) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage([595, 842]);
  return doc.save();
}

/** The embedded font programs (FontFile2 streams) of a PDF, by size. */
async function fontPrograms(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const sizes: number[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects())
    if (obj instanceof PDFDict && obj.get(PDFName.of('Type')) === PDFName.of('FontDescriptor')) {
      const file = doc.context.lookup(obj.get(PDFName.of('FontFile2')));
      if (file instanceof PDFRawStream) sizes.push(file.contents.length);
    }
  return sizes;
}

/** Glyph id and advance of `ch` read from the TrueType file itself (cmap format 4 and hmtx). */
function glyphInFont(font: Buffer, ch: string): [number, number] {
  const tables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(4); i++)
    tables.set(font.toString('latin1', 12 + i * 16, 16 + i * 16), font.readUInt32BE(20 + i * 16));
  const cmap = tables.get('cmap')!;
  let sub = -1;
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const at = cmap + 4 + i * 8;
    const offset = cmap + font.readUInt32BE(at + 4);
    if (font.readUInt16BE(at) === 3 && font.readUInt16BE(offset) === 4) sub = offset;
  }
  const segs = font.readUInt16BE(sub + 6) / 2;
  const code = ch.codePointAt(0)!;
  const ends = sub + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const ranges = deltas + segs * 2;
  let gid = 0;
  for (let i = 0; i < segs; i++) {
    if (code > font.readUInt16BE(ends + i * 2) || code < font.readUInt16BE(starts + i * 2)) continue;
    const rangeOffset = font.readUInt16BE(ranges + i * 2);
    const delta = font.readInt16BE(deltas + i * 2);
    if (rangeOffset === 0) gid = (code + delta) & 0xffff;
    else {
      const g = font.readUInt16BE(
        ranges + i * 2 + rangeOffset + (code - font.readUInt16BE(starts + i * 2)) * 2,
      );
      gid = g === 0 ? 0 : (g + delta) & 0xffff;
    }
    break;
  }
  const metrics = font.readUInt16BE(tables.get('hhea')! + 34);
  const advance = font.readUInt16BE(tables.get('hmtx')! + Math.min(gid, metrics - 1) * 4);
  return [gid, advance];
}

describe('Chinese page-number styles', () => {
  it('formats them', () => {
    expect(formatPageNumber('zh-n', 3, 9)).toBe('第 3 页');
    expect(formatPageNumber('zh-n-of-total', 3, 9)).toBe('第 3 页 / 共 9 页');
    expect(formatPageNumber('zh-n-total', 3, 9)).toBe('第 3 页，共 9 页');
    expect(isChinesePageNumberFormat('zh-n')).toBe(true);
    expect(isChinesePageNumberFormat('page-n')).toBe(false);
  });

  it('the subset font covers every character any style can draw, negative numbers included', () => {
    const styles: PageNumberFormat[] = ['zh-n', 'zh-n-of-total', 'zh-n-total'];
    const used = new Set(styles.flatMap((f) => [...formatPageNumber(f, -1234567890, 9876543210)]));
    for (const ch of used) expect(Object.keys(PAGE_NUMBER_FONT.glyphs)).toContain(ch);
  });

  it('the generated module holds the committed font file byte for byte, with its glyph ids and widths', () => {
    const file = readFileSync(new URL('./fonts/noto-sans-sc-page-numbers.ttf', import.meta.url));
    expect(Buffer.from(PAGE_NUMBER_FONT_BASE64, 'base64').equals(file)).toBe(true);
    expect(file.length).toBeLessThan(8 * 1024);
    for (const [ch, [gid, advance]] of Object.entries(PAGE_NUMBER_FONT.glyphs)) {
      expect(gid).toBeGreaterThan(0);
      expect(glyphInFont(file, ch)).toEqual([gid, advance]);
    }
  });

  it('draws 第 N 页 that pdftotext and pdf.js read back on each page', async () => {
    const { path, bytes } = await numbered(await blank(5), { format: 'zh-n' });
    for (const page of [1, 3, 5]) expect(popplerText(path, page)).toBe(`第${page}页`);
    expect(await pdfjsText(bytes)).toEqual(['第 1 页', '第 2 页', '第 3 页', '第 4 页', '第 5 页']);
  });

  it('draws 第 N 页 / 共 N 页 on a real Ghostscript PDF, from the start number, on rotated pages', async () => {
    const gs = await numbered(fixture('ghostscript-mixed-sizes.pdf'), {
      format: 'zh-n-of-total',
      start: 2,
    });
    expect(popplerText(gs.path, 3)).toContain('第4页/共4页');
    expect(popplerText(gs.path, 1)).toContain('第2页/共4页');
    expect((await pdfjsText(gs.bytes))[2]).toContain('第 4 页 / 共 4 页');
    const rotated = await numbered(fixture('rotated.pdf'), { format: 'zh-n-total', position: 'top-left' });
    for (const page of [1, 2, 3, 4]) expect(popplerText(rotated.path, page)).toContain(`第${page}页，共4页`);
    const shown = await pdfjsText(rotated.bytes);
    shown.forEach((text, i) => expect(text).toContain(`第 ${i + 1} 页，共 4 页`));
  });

  it('shrinks a label wider than a small page so all of it stays on the page', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([100, 90]);
    const { path } = await numbered(await doc.save(), { format: 'zh-n-of-total', position: 'bottom-right' });
    const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
    const words = [...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)</g)];
    expect(words.map((w) => w[3]).join('')).toBe('第1页/共1页');
    // Inside the 28 pt margins: x from 28 to 72.
    expect(Math.min(...words.map((w) => Number(w[1])))).toBeGreaterThanOrEqual(27.5);
    expect(Math.max(...words.map((w) => Number(w[2])))).toBeLessThanOrEqual(72.5);
  });

  it('skips the cover with the Chinese style too', async () => {
    const { path } = await numbered(await blank(3), { format: 'zh-n', skipFirst: true });
    expect(popplerText(path, 1)).toBe('');
    expect(popplerText(path, 3)).toBe('第2页');
  });

  it('embeds one small TrueType font shared by all pages; Latin styles embed none', async () => {
    const source = await blank(20);
    const zh = await numbered(source, { format: 'zh-n-of-total' });
    const programs = await fontPrograms(zh.bytes);
    expect(programs).toHaveLength(1);
    expect(zh.bytes.length - source.length).toBeLessThan(12 * 1024);
    const latin = await numbered(source, { format: 'n-of-total' });
    expect(await fontPrograms(latin.bytes)).toEqual([]);
  });
});
