import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { freePath } from './inputs.ts';
import { tidyOcrText } from './ocr.ts';
import { cellsFromGaps, cellsFromGrid, joinWords, parseTsv, ruledLines, type OcrWord } from './table-grid.ts';
import { columnName, writeXlsx } from './xlsx.ts';

const word = (text: string, left: number, top: number, line: string, width = 40, height = 20): OcrWord => ({
  text,
  left,
  top,
  width,
  height,
  line,
});

describe('table parts', () => {
  it('finds ruled lines across the picture and ignores text strokes', () => {
    const width = 100;
    const height = 60;
    const data = new Uint8Array(width * height).fill(255);
    for (const y of [5, 6, 30, 55]) data.fill(0, y * width + 5, y * width + 95);
    for (let y = 5; y < 56; y++) for (const x of [5, 50, 94]) data[y * width + x] = 0;
    data.fill(0, 15 * width + 10, 15 * width + 30); // a short stroke, not a line
    expect(ruledLines({ width, height, data }, true)).toEqual([6, 30, 55]);
    expect(ruledLines({ width, height, data }, false)).toEqual([5, 50, 94]);
  });

  it('puts words into the cells their middles fall in, Chinese joined without spaces', () => {
    const words = [
      word('月', 10, 10, 'a'),
      word('份', 52, 10, 'a'),
      word('1,200', 210, 70, 'b'),
      word('x', 900, 10, 'a'),
    ];
    expect(cellsFromGrid(words, [0, 60, 120], [0, 200, 400])).toEqual([
      ['月份', ''],
      ['', '1,200'],
    ]);
    expect(joinWords(['March', 'sales', '春', '节'])).toBe('March sales 春节');
  });

  it('splits unruled lines into columns at wide gaps', () => {
    const words = [
      word('Name', 0, 0, '1.1.1'),
      word('Total', 300, 0, '1.1.1'),
      word('Tea', 0, 40, '1.1.2'),
      word('leaves', 45, 40, '1.1.2'),
      word('12', 305, 40, '1.1.2'),
    ];
    expect(cellsFromGaps(words)).toEqual([
      ['Name', 'Total'],
      ['Tea leaves', '12'],
    ]);
  });

  it("reads tesseract's TSV words", () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '4\t1\t1\t1\t1\t0\t10\t10\t200\t30\t-1\t',
      '5\t1\t1\t1\t1\t1\t10\t12\t60\t28\t91.5\t收入',
      '5\t1\t1\t1\t1\t2\t90\t12\t60\t28\t95\t ',
    ].join('\n');
    expect(parseTsv(tsv)).toEqual([word('收入', 10, 12, '1.1.1', 60, 28)]);
  });

  it('writes an .xlsx with text and numbers in A1 cells', () => {
    expect([0, 25, 26, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
    const files = unzipSync(writeXlsx([['名称', '1,200', 'a<b & "c"\u0001']]));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">名称</t></is></c>');
    expect(sheet).toContain('<c r="B1"><v>1200</v></c>');
    expect(sheet).toContain('<t xml:space="preserve">a&lt;b &amp; &quot;c&quot;</t>');
  });

  it('never overwrites: a taken output name gets a number', () => {
    const dir = mkdtempSync(join(tmpdir(), 'free-path-'));
    writeFileSync(join(dir, 'merged.pdf'), '');
    writeFileSync(join(dir, 'merged (2).pdf'), '');
    expect(freePath(dir, 'merged', 'pdf')).toBe(join(dir, 'merged (3).pdf'));
  });

  it('drops the spaces tesseract puts between Chinese characters', () => {
    expect(tidyOcrText('桌 面 版 ， 可 以\nBatch  processing \n\n\n\fend')).toBe(
      '桌面版，可以\nBatch  processing\n\nend',
    );
  });
});
