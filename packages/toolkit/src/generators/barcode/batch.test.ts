import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_LINES, batchFileName, encodeLines } from './batch.ts';
import { barcodeSheetPdf, rowsPerPage } from './pdf-sheet.ts';

const style = { moduleWidth: 2, height: 60, showText: true, foreground: '#000000', background: '#ffffff' };

describe('encodeLines', () => {
  it('keeps the valid lines and lists the invalid ones with line numbers and reasons', () => {
    const text = '4006381333931\n\n  400638133393  \n4006381333932\nabc\r\n590123412345';
    const result = encodeLines(text, 'ean13');
    expect(result.codes.map((c) => [c.line, c.code.value])).toEqual([
      [1, '4006381333931'],
      [3, '4006381333931'],
      [6, '5901234123457'],
    ]);
    expect(result.invalid.map((i) => [i.line, (i.error as { code: string }).code])).toEqual([
      [4, 'bad_check_digit'],
      [5, 'digits_only'],
    ]);
  });

  it('stops at the line limit and counts what it skipped', () => {
    const text = Array.from({ length: MAX_BATCH_LINES + 5 }, (_, i) => `ITEM-${i}`).join('\n');
    const result = encodeLines(text, 'code39');
    expect(result.codes).toHaveLength(MAX_BATCH_LINES);
    expect(result.skipped).toBe(5);
  });

  it('names files by line and a safe value', () => {
    expect(batchFileName({ line: 7, value: 'a/b c?' }, 'png')).toBe('0007-a_b_c_.png');
  });
});

describe('barcodeSheetPdf', () => {
  it('lays the labels out on as many A4 pages as they need', async () => {
    const { codes } = encodeLines(
      Array.from({ length: 40 }, (_, i) => `SKU-${1000 + i}`).join('\n'),
      'code128',
    );
    const bytes = await barcodeSheetPdf(
      codes.map((c) => c.code),
      style,
      { columns: 3 },
    );
    const pdf = await PDFDocument.load(bytes);
    const page = pdf.getPage(0);
    expect(page.getWidth()).toBeCloseTo(595.28, 1);
    expect(page.getHeight()).toBeCloseTo(841.89, 1);
    expect(pdf.getPageCount()).toBe(2); // 3 columns × 9 rows of 71 pt labels per page
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('fits more rows when the labels are short', () => {
    expect(rowsPerPage(40, 12)).toBeGreaterThan(rowsPerPage(100, 12));
    expect(rowsPerPage(10_000, 12)).toBe(1);
  });
});
