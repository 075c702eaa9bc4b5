import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openWithPdfjs } from './pdfjs-node.ts';
import { extractPdfText, joinPages, textFromItems } from './text-lines.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url)));

/** One page whose text is drawn out of reading order, in two columns, with a paragraph gap. */
async function layoutPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([600, 800]);
  const draw = (text: string, x: number, y: number) => page.drawText(text, { x, y, size: 12, font });
  draw('world', 95, 750); // drawn before the start of its line
  draw('Hello', 50, 750);
  draw('second line', 50, 735);
  draw('New paragraph', 50, 690);
  draw('Left column top', 50, 600);
  draw('Left column bottom', 50, 585);
  draw('Right column top', 320, 600);
  draw('Right column bottom', 320, 585);
  doc.addPage([600, 800]).drawText('Page two', { x: 50, y: 700, size: 20, font });
  return doc.save();
}

describe('textFromItems', () => {
  it('joins items on one baseline with spaces only where there is a gap', () => {
    const item = (str: string, x: number, y: number, width: number) => ({
      str,
      transform: [10, 0, 0, 10, x, y],
      width,
    });
    expect(
      textFromItems([item('ab', 0, 100, 10), item('cd', 10.5, 100, 10), item('ef', 25, 100.5, 10)]),
    ).toBe('abcd ef');
    expect(
      textFromItems([item('中文', 0, 100, 20), item('文字', 20, 100, 20), item('下一行', 0, 88, 30)]),
    ).toBe('中文文字\n下一行');
    expect(textFromItems([{ type: 'beginMarkedContent' }, item('  ', 0, 0, 5)])).toBe('');
  });
});

describe('extractPdfText on real PDFs (pdf.js)', () => {
  it('rebuilds lines in reading order, paragraphs and columns', async () => {
    const pages = await extractPdfText(await openWithPdfjs(await layoutPdf()));
    expect(pages).toEqual([
      'Hello world\nsecond line\n\nNew paragraph\n\nLeft column top\nLeft column bottom\n\nRight column top\nRight column bottom',
      'Page two',
    ]);
    expect(joinPages(pages, (n) => `— ${n} —`)).toMatch(/^— 1 —\n\nHello world[\s\S]*\n\n— 2 —\n\nPage two$/);
  });

  it('reads a Ghostscript file page by page', async () => {
    const seen: number[] = [];
    const pages = await extractPdfText(await openWithPdfjs(fixture('ghostscript-mixed-sizes.pdf')), {
      onPage: (done) => seen.push(done),
    });
    expect(pages).toEqual([
      'Ghostscript page 1 - Letter',
      'Ghostscript page 2 - A4',
      'Ghostscript page 3 - A5 landscape',
    ]);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('drops the control characters pdf.js returns for non-standard glyph names (pdfLaTeX fonts)', async () => {
    // pdftotext returns them too: "Hi\x01\x03\x04\x1ahi"; a .txt or .docx must not hold them.
    const pages = await extractPdfText(await openWithPdfjs(fixture('text-control-chars.pdf')));
    expect(pages).toEqual(['Hihi']);
  });

  it('drops glyphs a Type0 font has no Unicode for, as pdftotext does', async () => {
    const pdf = fixture('text-unmapped-cid.pdf');
    const pages = await extractPdfText(await openWithPdfjs(pdf));
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    const poppler = execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
    expect(words(poppler)).toEqual(['Hello', 'world']);
    expect(words(pages.join(' '))).toEqual(words(poppler)); // pdf.js alone: 'Hello ϲΒϴΒ world'
  });

  it('says so when a PDF has no text at all (a scan)', async () => {
    const doc = await PDFDocument.create();
    const png = await doc.embedPng(fixture('../../image/__fixtures__/stamp.png'));
    doc.addPage([200, 200]).drawImage(png, { x: 0, y: 0, width: 200, height: 200 });
    await expect(extractPdfText(await openWithPdfjs(await doc.save()))).rejects.toMatchObject({
      code: 'pdf_no_text',
    });
  });
});
