import { describe, expect, it } from 'vitest';
import type { Span } from './extract.ts';
import { fixtureBlocks, paragraphsOf } from './layout-test-helper.ts';
import { toLines, toParagraphs } from './paragraphs.ts';

const span = (text: string, x: number, y: number, width: number, size = 10): Span => ({
  text,
  x,
  y,
  width,
  size,
  font: 'Helvetica',
  bold: false,
  italic: false,
});

const text = (p: { runs: { text: string }[] }) => p.runs.map((r) => r.text).join('');

describe('toParagraphs', () => {
  it('joins running lines, but not a row whose pieces stand far apart', () => {
    const running = [
      span('A line of running text that reaches the right edge of the text', 72, 700, 450),
      span('and runs on to the next line.', 72, 688, 200),
    ];
    expect(toParagraphs(toLines(running), 72, 522).map(text)).toEqual([
      'A line of running text that reaches the right edge of the text and runs on to the next line.',
    ]);
    const rows = [
      span('Cover, grey', 72, 700, 60),
      span('1', 360, 700, 6),
      span('€ 4,24', 490, 700, 32),
      span('Serial number: 12345', 72, 688, 100),
    ];
    expect(toParagraphs(toLines(rows), 72, 522).map(text)).toEqual([
      'Cover, grey\t1\t€ 4,24',
      'Serial number: 12345',
    ]);
  });

  it('starts a paragraph where the PDF broke a line whose next word would have fitted', () => {
    const wrapped = [
      span('Charges for this period may differ from those shown on this page. The', 72, 700, 438),
      span('on the next line the text runs on', 72, 688, 160),
    ];
    expect(toParagraphs(toLines(wrapped), 72, 522)).toHaveLength(1);
    const broken = [
      span('Charges for this period may differ from those shown on this page.', 72, 700, 398),
      span('on the next line the text runs on', 72, 688, 160),
    ];
    expect(toParagraphs(toLines(broken), 72, 522).map(text)).toEqual([
      'Charges for this period may differ from those shown on this page.',
      'on the next line the text runs on',
    ]);
    // Not after a hyphen: the word was cut in two there.
    const hyphenated = [
      span('Charges for this period may differ from those shown on this pa-', 72, 700, 398),
      span('ge, and the text runs on', 72, 688, 160),
    ];
    expect(toParagraphs(toLines(hyphenated), 72, 522)).toHaveLength(1);
  });

  it('keeps the lines of an invoice note as the PDF breaks them (Apache FOP)', async () => {
    const paragraphs = paragraphsOf(await fixtureBlocks('invoice-apache-fop.pdf'));
    const starts = paragraphs.map((p) => text(p).split(' ').slice(0, 4).join(' '));
    expect(starts).toContain('shown on this page');
  });

  it('leaves CJK lines unjustified, with room for the last character (XeTeX Chinese)', async () => {
    const chinese = paragraphsOf(await fixtureBlocks('xetex-chinese-manual.pdf')).find((p) =>
      text(p).startsWith('学生和教师有能力发布网站'),
    )!;
    expect(chinese.lineCount).toBeGreaterThan(1);
    expect(chinese.align).toBe('left');
    // Latin text set the same way stays justified.
    const latin = paragraphsOf(await fixtureBlocks('latex-ieee-two-column.pdf')).filter(
      (p) => p.lineCount > 2,
    );
    expect(latin.some((p) => p.align === 'both')).toBe(true);
  });

  it('keeps the rows of an invoice without rules apart (LibreOffice Draw)', async () => {
    const paragraphs = paragraphsOf(await fixtureBlocks('invoice-libreoffice-draw.pdf'));
    const row = paragraphs.find((p) => text(p).startsWith('Incl. Thuiskopieheffing'))!;
    expect(row.lineCount).toBe(1);
    expect(text(row)).toMatch(/€3\.50\t1\t21%\t€ 4,24$/);
    expect(paragraphs.map(text)).toContain('Serienummer: SDMPP373MPP15');
  });
});
