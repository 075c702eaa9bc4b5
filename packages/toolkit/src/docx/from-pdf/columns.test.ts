import { describe, expect, it } from 'vitest';
import { columnRegions } from './columns.ts';
import type { Span } from './extract.ts';
import { fixtureBlocks } from './layout-test-helper.ts';

const span = (text: string, x: number, y: number, width: number, size = 10): Span => ({
  text,
  x,
  y,
  width,
  size,
  font: 'Serif',
  bold: false,
  italic: false,
});

/** `count` lines of running text at x, 12 pt apart from y down, named `name1`, `name2`, … */
const lines = (name: string, x: number, y: number, width: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    span(`${name}${i + 1}`, x, y - i * 12, i === count - 1 ? width / 2 : width),
  );

const texts = (spans: Span[]) => spans.map((s) => s.text);

describe('columnRegions', () => {
  it('leaves a single-column page alone', () => {
    expect(columnRegions(lines('line', 72, 700, 450, 30), [], 72, 522)).toBeUndefined();
  });

  it('reads a full-width title, the left column, the right column, then a full-width footer', () => {
    const spans = [
      span('Title', 200, 760, 150, 18),
      ...lines('left', 72, 720, 215, 20),
      ...lines('right', 307, 720, 215, 18),
      span('Footer spans the page', 72, 440, 450),
    ];
    const regions = columnRegions(spans, [], 72, 522)!;
    expect(regions.map((r) => texts(r.spans))).toEqual([
      ['Title'],
      texts(lines('left', 72, 720, 215, 20)),
      texts(lines('right', 307, 720, 215, 18)),
      ['Footer spans the page'],
    ]);
    expect(regions.map((r) => [r.left, r.right])).toEqual([
      [72, 522],
      [72, 287],
      [307, 522],
      [72, 522],
    ]);
  });

  it('puts a picture in the column it is drawn in', () => {
    const picture = { x0: 320, x1: 480, top: 500, bottom: 420 };
    const spans = [...lines('left', 72, 720, 215, 30), ...lines('right', 307, 720, 215, 15)];
    const regions = columnRegions(spans, [picture], 72, 522)!;
    expect(regions).toHaveLength(2);
    expect(regions[1]!.boxes).toEqual([picture]);
  });

  it('does not take terms and their definitions, or a table without rules, for columns', () => {
    const terms = Array.from({ length: 20 }, (_, i) => [
      span(`term${i}`, 72, 700 - i * 12, 30 + (i % 4) * 15),
      span(`definition${i}`, 200, 700 - i * 12, 300),
    ]).flat();
    expect(columnRegions(terms, [], 72, 500)).toBeUndefined();
    const table = Array.from({ length: 20 }, (_, i) => [
      span(`name${i}`, 72, 700 - i * 12, 60),
      span(`kind${i}`, 180, 700 - i * 12, 40),
      span(`${i}`, 330, 700 - i * 12, 12),
      span(`${i * 7}`, 420, 700 - i * 12, 18),
    ]).flat();
    expect(columnRegions(table, [], 72, 438)).toBeUndefined();
  });

  it('finds blocks side by side in a zone of the page set apart by a wide gap', () => {
    // An invoice's head: the hotel's address beside its dates, four lines each; 40 pt below, running text.
    const head = [...lines('hotel', 40, 760, 150, 4), ...lines('date', 320, 760, 80, 4)];
    const body = lines('text', 40, 680, 500, 6);
    const regions = columnRegions([...head, ...body], [], 40, 540, { blocks: true })!;
    expect(regions.map((r) => [texts(r.spans), r.blocks])).toEqual([
      [texts(lines('hotel', 40, 760, 150, 4)), true],
      [texts(lines('date', 320, 760, 80, 4)), true],
      [texts(body), false],
    ]);
  });
});

describe('layoutPage on an invoice in zones (Apache FOP)', () => {
  it('keeps the address under its label, and the notes at the foot in a column beside the provider', async () => {
    const [blocks] = await fixtureBlocks('invoice-apache-fop.pdf');
    const text = (p: { runs: { text: string }[] }) => p.runs.map((r) => r.text).join('');
    const head = blocks!.find((b) => b.kind === 'table' && b.borderless);
    const cell = head?.kind === 'table' ? head.cells[0]![0]!.map(text).join('\n') : '';
    expect(cell).toMatch(/^Bill to Address:\nATTN: iViveLabs Limited 93B Sai Yu Chung\nYuen Long/m);
    const columns = blocks!.findIndex((b) => b.kind === 'columns' && b.columns.length === 2);
    const notes = blocks!.findIndex((b) => b.kind === 'paragraph' && text(b).startsWith('† Usage'));
    const provider = blocks!.findIndex((b) => b.kind === 'paragraph' && text(b) === 'Service Provider:');
    expect(columns).toBeGreaterThan(0);
    expect(columns).toBeLessThan(notes);
    expect(notes).toBeLessThan(provider);
    // The note's lines make a paragraph, not one each.
    expect(blocks![notes]!.kind === 'paragraph' && blocks![notes]!.lineCount).toBeGreaterThan(1);
  });
});
