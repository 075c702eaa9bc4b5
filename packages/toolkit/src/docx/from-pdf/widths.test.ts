import { describe, expect, it } from 'vitest';
import { sameWidthFamily } from './fonts.ts';
import { fixturePages } from './layout-test-helper.ts';
import { textWidth } from './widths.ts';

const spansOf = async (name: string) => (await fixturePages(name)).flatMap((p) => p.spans);

describe('widths of the fonts a .docx is written in', () => {
  it('are the widths Word laid out its PDFs with (Arial, Times New Roman, Calibri)', async () => {
    // Words drawn on their own (no spaces, which justification stretches), in Word's own PDFs: within
    // 0.15 pt or 1 % (Word 365 kerns Calibri: "Farfadet" is 0.3 pt narrower; a file number's hyphens
    // come out 0.16 pt narrower).
    const words = [
      ...(await spansOf('word-form-report-tables.pdf')),
      ...(await spansOf('word365-lists-headings.pdf')),
    ]
      .filter((s) => !s.text.trim().includes(' '))
      .flatMap((s) => {
        const family = sameWidthFamily(s.font);
        return family ? [{ ...s, family }] : [];
      });
    expect(new Set(words.map((s) => s.family))).toEqual(new Set(['Arial', 'Times New Roman', 'Calibri']));
    expect(words.length).toBeGreaterThan(30);
    for (const s of words) {
      const ours = textWidth(s.text, s.family, s.bold, s.italic)! * s.size;
      expect(Math.abs(ours - s.width), `${s.font} "${s.text}"`).toBeLessThan(Math.max(0.15, s.width * 0.01));
    }
  });

  it('counts CJK characters as one em, accented letters as their base letter, and knows no other family', () => {
    expect(textWidth('报告', 'Arial')).toBe(2);
    expect(textWidth('ŝ', 'Times New Roman')).toBe(textWidth('s', 'Times New Roman'));
    expect(textWidth('Mm', 'Courier New')).toBeCloseTo(1.2, 3);
    expect(textWidth('text', 'Century Gothic')).toBeUndefined();
    // In CJK text, quotes are drawn by the CJK font, full width.
    expect(textWidth('“是”', 'Arial', false, false, true)).toBe(3);
    expect(textWidth('“is”', 'Arial')).toBeLessThan(2);
  });
});
