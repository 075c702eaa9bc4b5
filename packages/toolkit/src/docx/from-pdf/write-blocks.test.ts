import { describe, expect, it } from 'vitest';
import type { Paragraph } from './layout.ts';
import { paragraphXml } from './write-blocks.ts';

const paragraph = (text: string): Paragraph => ({
  kind: 'paragraph',
  top: 700,
  baseline: 690,
  pitch: 14,
  lineCount: 1,
  runs: [{ text, bold: false, italic: false, size: 12, font: 'ArialMT' }],
  align: 'left',
  indent: 0,
  firstLine: 0,
  before: 0,
});

describe('paragraphXml', () => {
  it('puts emoji in runs of their own with an emoji font, the text keeping its font', () => {
    const xml = paragraphXml(paragraph('Hi 👍🏽 there'), { before: 0 }, () => '');
    const runs = [
      ...xml.matchAll(/<w:r>.*?w:ascii="([^"]+)".*?<w:t xml:space="preserve">([^<]*)<\/w:t><\/w:r>/g),
    ];
    expect(runs.map((m) => [m[1], m[2]])).toEqual([
      ['Arial', 'Hi '],
      ['Segoe UI Emoji', '👍🏽'],
      ['Arial', ' there'],
    ]);
  });

  it('writes tabs as tab characters with their stops, a right stop for an amount at the edge', () => {
    const p = { ...paragraph('Total\t$4.11'), tabs: [{ pos: 400, right: true }] };
    const xml = paragraphXml(p, { before: 0 }, () => '');
    expect(xml).toContain('<w:tabs><w:tab w:val="right" w:pos="8000"/></w:tabs>');
    expect(xml).toContain('Total</w:t><w:tab/><w:t xml:space="preserve">$4.11');
  });
});
