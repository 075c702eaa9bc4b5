import { readFileSync } from 'node:fs';
import type { PDFNumber } from 'pdf-lib';
import {
  PDFDocument,
  PDFRawStream,
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  StandardFonts,
  degrees,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PAGE_NUMBER_POSITIONS, addPageNumbers, formatPageNumber } from './page-numbers.ts';
import { openWithPdfjs } from './pdfjs-node.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url)));

/** The text matrices (Tm) and strings drawn by the last content stream of each page. */
async function drawnNumbers(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const list = contents instanceof PDFArray ? contents.asArray() : [contents];
    const last = doc.context.lookup(list[list.length - 1]);
    if (!(last instanceof PDFRawStream)) return null;
    const text = new TextDecoder('latin1').decode(decodePDFRawStream(last).decode());
    const tm = /([-\d.e]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+) Tm/.exec(text);
    const tf = /([-\d.e]+) Tf/.exec(text);
    const shown = /<([0-9A-Fa-f]*)> Tj/.exec(text);
    if (!tm || !shown) return null;
    const str = shown[1]!
      .match(/../g)!
      .map((h) => String.fromCharCode(parseInt(h, 16)))
      .join('');
    return { m: tm.slice(1, 7).map(Number), size: Number(tf?.[1]), text: str };
  });
}

/** The FontBBox of the first font descriptor in the file. */
async function fontBBox(bytes: Uint8Array): Promise<number[]> {
  const doc = await PDFDocument.load(bytes);
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    return obj
      .lookup(PDFName.of('FontBBox'), PDFArray)
      .asArray()
      .map((n) => (n as PDFNumber).asNumber());
  }
  throw new Error('no font descriptor');
}

/** Where a user-space point shows on the page, given /Rotate and the CropBox (inverse of the reader's view). */
function toVisual(
  rotation: number,
  box: { x: number; y: number; width: number; height: number },
  x: number,
  y: number,
) {
  const u = x - box.x;
  const v = y - box.y;
  if (rotation === 90) return { vx: v, vy: box.width - u };
  if (rotation === 180) return { vx: box.width - u, vy: box.height - v };
  if (rotation === 270) return { vx: box.height - v, vy: u };
  return { vx: u, vy: v };
}

describe('formatPageNumber', () => {
  it('formats every style', () => {
    expect(formatPageNumber('n', 3, 9)).toBe('3');
    expect(formatPageNumber('page-n', 3, 9)).toBe('Page 3');
    expect(formatPageNumber('n-of-total', 3, 9)).toBe('3 / 9');
    expect(formatPageNumber('dash-n', 3, 9)).toBe('- 3 -');
  });
});

describe('addPageNumbers', () => {
  it('numbers a Ghostscript PDF at the bottom centre from the start number', async () => {
    const res = await addPageNumbers(fixture('ghostscript-mixed-sizes.pdf'), {
      start: 5,
      format: 'n-of-total',
    });
    if (!res.ok) throw new Error(res.reason);
    expect(res.pageCount).toBe(3);
    const drawn = await drawnNumbers(res.bytes);
    expect(drawn.map((d) => d?.text)).toEqual(['5 / 7', '6 / 7', '7 / 7']);
    // Upright, near the bottom, centred.
    const first = drawn[0]!;
    expect(first.m.slice(0, 4)).toEqual([1, 0, 0, 1]);
    expect(first.m[4]).toBeGreaterThan(250);
    expect(first.m[4]).toBeLessThan(306);
    expect(first.m[5]).toBeGreaterThan(28);
    expect(first.m[5]).toBeLessThan(40);
  });

  it('draws upright numbers at the shown spot of pages rotated by 90, 180 and 270 degrees', async () => {
    const res = await addPageNumbers(fixture('rotated.pdf'), {
      position: 'top-right',
      margin: 20,
      fontSize: 10,
    });
    if (!res.ok) throw new Error(res.reason);
    const drawn = await drawnNumbers(res.bytes);
    const doc = await PDFDocument.load(res.bytes);
    const expected = [
      [0, 1, -1, 0],
      [-1, 0, 0, -1],
      [0, -1, 1, 0],
      [1, 0, 0, 1],
    ];
    doc.getPages().forEach((page, i) => {
      const d = drawn[i]!;
      const rotation = page.getRotation().angle;
      expect(d.text).toBe(String(i + 1));
      expect(d.m.slice(0, 4).map((n) => Math.round(n) + 0)).toEqual(expected[i]);
      const box = page.getCropBox();
      const shownW = rotation % 180 ? box.height : box.width;
      const shownH = rotation % 180 ? box.width : box.height;
      const { vx, vy } = toVisual(rotation, box, d.m[4]!, d.m[5]!);
      // The text starts left of the right margin and its baseline sits just under the top margin.
      expect(vx).toBeGreaterThan(shownW - 20 - 12);
      expect(vx).toBeLessThan(shownW - 20);
      expect(vy).toBeGreaterThan(shownH - 20 - 10);
      expect(vy).toBeLessThan(shownH - 20);
    });
  });

  it('places the number inside an offset CropBox on a rotated page', async () => {
    const src = await PDFDocument.create();
    const page = src.addPage([600, 800]);
    page.setCropBox(100, 200, 300, 400);
    page.setRotation(degrees(90));
    const res = await addPageNumbers(await src.save(), { position: 'bottom-left', margin: 10 });
    if (!res.ok) throw new Error(res.reason);
    const d = (await drawnNumbers(res.bytes))[0]!;
    const { vx, vy } = toVisual(90, { x: 100, y: 200, width: 300, height: 400 }, d.m[4]!, d.m[5]!);
    expect(vx).toBeCloseTo(10, 5);
    expect(vy).toBeGreaterThan(10);
    expect(vy).toBeLessThan(16);
    expect(d.m[4]).toBeGreaterThan(100);
    expect(d.m[4]).toBeLessThan(400);
    expect(d.m[5]).toBeGreaterThan(200);
    expect(d.m[5]).toBeLessThan(600);
  });

  it('reads reversed box corners and cuts a CropBox that sticks out of the MediaBox', async () => {
    const src = await PDFDocument.create();
    const page = src.addPage([400, 300]);
    page.node.set(PDFName.of('CropBox'), src.context.obj([500, 250, -50, 50])); // reversed, wider than the page
    const res = await addPageNumbers(await src.save(), { position: 'bottom-right', margin: 10 });
    if (!res.ok) throw new Error(res.reason);
    const d = (await drawnNumbers(res.bytes))[0]!;
    // Shown box: x 0..400, y 50..250. The number ends 10 pt left of x = 400, just above y = 60.
    expect(d.m[4]).toBeGreaterThan(370);
    expect(d.m[4]).toBeLessThan(390);
    expect(d.m[5]).toBeGreaterThan(60);
    expect(d.m[5]).toBeLessThan(66);
  });

  it.each(['n', 'n-of-total', 'page-n'] as const)(
    'keeps a %s number inside a 3.84 pt page (ImageMagick) at every position, shrinking it to fit',
    async (format) => {
      const src = await PDFDocument.create();
      src.addPage([3.84, 3.84]);
      const bytes = await src.save();
      // The number's box from what was drawn: Tm origin and Tf size with Helvetica's own metrics.
      const helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
      for (const position of PAGE_NUMBER_POSITIONS) {
        const res = await addPageNumbers(bytes, { position, format, start: 12 });
        if (!res.ok) throw new Error(res.reason);
        const d = (await drawnNumbers(res.bytes))[0]!;
        const size = d.size;
        const [x, y] = [d.m[4]!, d.m[5]!];
        const box = {
          left: x,
          right: x + helvetica.widthOfTextAtSize(d.text, size),
          bottom: y - (helvetica.heightAtSize(size) - helvetica.heightAtSize(size, { descender: false })),
          top: y + helvetica.heightAtSize(size, { descender: false }),
        };
        const where = `${position}: ${JSON.stringify(box)}`;
        expect(box.left, where).toBeGreaterThanOrEqual(-1e-6);
        expect(box.bottom, where).toBeGreaterThanOrEqual(-1e-6);
        expect(box.right, where).toBeLessThanOrEqual(3.84 + 1e-6);
        expect(box.top, where).toBeLessThanOrEqual(3.84 + 1e-6);
      }
    },
  );

  it('keeps a Chinese number inside a 3.84 pt page at every position', async () => {
    const src = await PDFDocument.create();
    src.addPage([3.84, 3.84]);
    const bytes = await src.save();
    for (const position of PAGE_NUMBER_POSITIONS) {
      const res = await addPageNumbers(bytes, { position, format: 'zh-n-total' });
      if (!res.ok) throw new Error(res.reason);
      // pdf.js reads it back: the run's start and end, and its em box, lie within the page.
      const page = await (await openWithPdfjs(res.bytes)).getPage(1);
      const content = await page.getTextContent();
      const items = content.items as { str: string; transform: number[]; width: number }[];
      const runs = items.filter((i) => i.str.trim());
      expect(runs.map((i) => i.str).join('')).toContain('第');
      for (const run of runs) {
        const [size, , , , x, y] = run.transform as [number, number, number, number, number, number];
        expect(x).toBeGreaterThanOrEqual(-1e-6);
        expect(x + run.width).toBeLessThanOrEqual(3.84 + 1e-6);
        // The ink box of the embedded subset: its descriptor's FontBBox (1/1000 em).
        const [, bottom, , top] = await fontBBox(res.bytes);
        expect(y + (bottom! / 1000) * size).toBeGreaterThanOrEqual(-1e-6);
        expect(y + (top! / 1000) * size).toBeLessThanOrEqual(3.84 + 1e-6);
      }
    }
  });

  it('skips the cover page and starts its numbering on page 2', async () => {
    const res = await addPageNumbers(fixture('ghostscript-mixed-sizes.pdf'), {
      skipFirst: true,
      format: 'page-n',
    });
    if (!res.ok) throw new Error(res.reason);
    const drawn = await drawnNumbers(res.bytes);
    expect(drawn[0]).toBeNull();
    expect(drawn.slice(1).map((d) => d?.text)).toEqual(['Page 1', 'Page 2']);
  });

  it('reports encrypted and unreadable files', async () => {
    expect(await addPageNumbers(fixture('encrypted-user-password.pdf'))).toEqual({
      ok: false,
      reason: 'encrypted',
    });
    expect(await addPageNumbers(fixture('not-a-pdf.pdf'))).toEqual({ ok: false, reason: 'unreadable' });
    expect(await addPageNumbers(fixture('truncated.pdf'))).toEqual({ ok: false, reason: 'unreadable' });
  });
});
