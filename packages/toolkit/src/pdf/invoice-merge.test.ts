import { readFileSync } from 'node:fs';
import type { PDFRawStream } from 'pdf-lib';
import { PDFArray, PDFDocument, PDFName, decodePDFRawStream, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { A4, SLOT_PADDING, mergeInvoices, placeInSlot, sheetSlots } from './invoice-merge.ts';

const fixture = (name: string) => ({
  name,
  bytes: new Uint8Array(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url))),
});
const GS = fixture('ghostscript-mixed-sizes.pdf'); // 3 pages
const ROTATED = fixture('rotated.pdf'); // 4 pages: /Rotate 90 (300x400), 180, 270, 0
const TWO = fixture('pdflib-two-pages.pdf'); // 2 pages

/** The `cm` matrices drawn on each sheet, in order. */
async function matrices(bytes: Uint8Array): Promise<number[][][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const list = contents instanceof PDFArray ? contents.asArray() : [contents];
    const ops = list
      .map((ref) =>
        new TextDecoder('latin1').decode(
          decodePDFRawStream(doc.context.lookup(ref) as PDFRawStream).decode(),
        ),
      )
      .join('\n');
    return [...ops.matchAll(/(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) cm\s+\/\S+ Do/g)].map((m) =>
      m.slice(1, 7).map(Number),
    );
  });
}

/** Where the matrix puts a form-space point. */
const apply = (m: number[], u: number, v: number) => [
  m[0]! * u + m[2]! * v + m[4]!,
  m[1]! * u + m[3]! * v + m[5]!,
];

describe('mergeInvoices', () => {
  it('counts every page of every file: 9 pages make 5 sheets of 2 or 3 sheets of 4', async () => {
    const two = await mergeInvoices([GS, ROTATED, TWO], { perSheet: 2 });
    expect([two.pageCount, two.sheetCount, two.failed]).toEqual([9, 5, []]);
    const four = await mergeInvoices([GS, ROTATED, TWO], { perSheet: 4, cutLines: false });
    expect([four.pageCount, four.sheetCount]).toEqual([9, 3]);
    const doc = await PDFDocument.load(four.bytes!);
    expect(doc.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())])).toEqual([
      [595, 842],
      [595, 842],
      [595, 842],
    ]);
    expect((await matrices(four.bytes!)).map((sheet) => sheet.length)).toEqual([4, 4, 1]);
  });

  it('turns a /Rotate 90 page upright: its top edge ends up at the top of its slot', async () => {
    const res = await mergeInvoices([ROTATED], { perSheet: 2 });
    const [first] = await matrices(res.bytes!);
    // Page 1 is 300 x 400 with /Rotate 90: shown 400 wide and 300 high, in the top half.
    const slot = sheetSlots(2)[0]!;
    const s = Math.min((slot.width - 2 * SLOT_PADDING) / 400, (slot.height - 2 * SLOT_PADDING) / 300);
    const m = first![0]!;
    expect(m[0]).toBeCloseTo(0, 6);
    expect(m[1]).toBeCloseTo(-s, 6);
    expect(m[2]).toBeCloseTo(s, 6);
    expect(m[3]).toBeCloseTo(0, 6);
    // The reader shows the page's left edge (u = 0) as its top: it must map to the slot's upper part.
    const [, yTopLeft] = apply(m, 0, 400);
    const [, yBottomRight] = apply(m, 300, 0);
    expect(yTopLeft).toBeGreaterThan(yBottomRight!);
    // Shown 400 x 300 scaled: fits inside the slot, centred.
    const corners = [apply(m, 0, 0), apply(m, 300, 0), apply(m, 0, 400), apply(m, 300, 400)];
    const xs = corners.map((c) => c[0]!);
    const ys = corners.map((c) => c[1]!);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(400 * s, 4);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(300 * s, 4);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(A4[1] / 2);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(A4[0] / 2, 4);
    // The unrotated 4th page (on sheet 2, bottom) is drawn with a plain scale.
    const second = (await matrices(res.bytes!))[1]!;
    expect(second[1]![1]).toBeCloseTo(0, 6);
    expect(second[1]![0]).toBeGreaterThan(0);
  });

  it('uses the CropBox, not the MediaBox', async () => {
    const src = await PDFDocument.create();
    const page = src.addPage([600, 800]);
    page.setCropBox(100, 200, 300, 100);
    page.setRotation(degrees(270));
    page.drawText('Invoice', { x: 120, y: 250 });
    src.addPage([200, 100]); // blank: no content stream at all
    const res = await mergeInvoices([{ name: 'crop.pdf', bytes: await src.save() }], { perSheet: 4 });
    const m = (await matrices(res.bytes!))[0]![0]!;
    const want = placeInSlot(
      { rotation: 270, box: { x: 100, y: 200, width: 300, height: 100 }, width: 100, height: 300 },
      sheetSlots(4)[0]!,
    );
    want.forEach((n, k) => expect(m[k]).toBeCloseTo(n, 3));
    // The embedded form's bounding box is the CropBox.
    const out = await PDFDocument.load(res.bytes!);
    const xobjects = out.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'));
    expect(String(xobjects)).toContain('Invoice');
    expect(res.pageCount).toBe(2);
  });

  it('lists encrypted and damaged files and places the rest', async () => {
    const res = await mergeInvoices([fixture('encrypted-user-password.pdf'), TWO, fixture('truncated.pdf')]);
    expect(res.pageCount).toBe(2);
    expect(res.sheetCount).toBe(1);
    expect(res.failed).toEqual([
      { name: 'encrypted-user-password.pdf', reason: 'encrypted' },
      { name: 'truncated.pdf', reason: 'unreadable' },
    ]);
    const none = await mergeInvoices([fixture('not-a-pdf.pdf')]);
    expect(none).toEqual({
      bytes: null,
      pageCount: 0,
      sheetCount: 0,
      failed: [{ name: 'not-a-pdf.pdf', reason: 'unreadable' }],
    });
  });
});
