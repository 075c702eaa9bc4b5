// Document structure read from the look of the text: headings (as Heading styles, so Word's navigation
// pane works) and lists (as real Word lists, the marker taken out of the text into numbering.xml).
import type { Block, ListMark, Paragraph } from './layout.ts';

const BULLET = /^([•●▪■◦○‣▶►✓✔\-–—*\uf0b7\uf0a7])(\s+|$)/u;
const NUMBER = /^(\d{1,3}|[a-z]|[A-Z]|[ivx]{1,5})([.)])(\s+|$)/;

const textOf = (p: Paragraph) => p.runs.map((r) => r.text).join('');

/** The size most of the text is set in. */
function bodySize(paragraphs: Paragraph[]): number {
  const weight = new Map<number, number>();
  for (const p of paragraphs)
    for (const r of p.runs) {
      const size = Math.round(r.size * 2) / 2;
      weight.set(size, (weight.get(size) ?? 0) + r.text.length);
    }
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 11;
}

function romanValue(s: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10 };
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = values[s[i]!]!;
    total += v < (values[s[i + 1]!] ?? 0) ? -v : v;
  }
  return total;
}

/** The list marker a paragraph starts with, and the x where its text starts, when it has one. */
function listMarker(p: Paragraph, left: number): Omit<ListMark, 'numId'> | undefined {
  const text = textOf(p);
  const head = p.head ?? [];
  const bullet = BULLET.exec(text);
  const number = bullet ? null : NUMBER.exec(text);
  const match = bullet ?? number;
  if (!match || !head[0]) return undefined;
  const markerText = match[1]! + (number ? number[2]! : '');
  // The marker stands apart from the text: its own span, followed by a gap.
  const alone = head[0].text.trim() === markerText && head[1] !== undefined;
  const textX = alone ? head[1]!.x : undefined;
  if (textX === undefined || textX - head[0].x < 4) return undefined;
  const markerIndent = head[0].x - left;
  const base = { marker: '', suffix: '', markerIndent, textIndent: textX - left, start: 1 };
  if (bullet) return { ...base, format: 'bullet', marker: '•' };
  const [, value, suffix] = number!;
  if (/^\d+$/.test(value!)) return { ...base, format: 'decimal', suffix: suffix!, start: Number(value) };
  if (/^[ivx]+$/.test(value!) && value !== 'v' && value !== 'x')
    return { ...base, format: 'lowerRoman', suffix: suffix!, start: romanValue(value!) };
  if (/^[a-z]$/.test(value!))
    return { ...base, format: 'lowerLetter', suffix: suffix!, start: value!.charCodeAt(0) - 96 };
  return { ...base, format: 'upperLetter', suffix: suffix!, start: value!.charCodeAt(0) - 64 };
}

/**
 * Takes the marker (and the space after it) out of the paragraph's first run(s), and their PDF width
 * (`drawn`: from the marker to the text) out of the runs' widths.
 */
function stripMarker(p: Paragraph, drawn: number): void {
  const text = textOf(p);
  const match = BULLET.exec(text) ?? NUMBER.exec(text);
  let remove = match ? match[0].length : 0;
  let width = drawn;
  while (remove > 0 && p.runs.length) {
    const first = p.runs[0]!;
    if (first.text.length <= remove) {
      remove -= first.text.length;
      width -= first.width ?? 0;
      p.runs.shift();
    } else {
      first.text = first.text.slice(remove).replace(/^\s+/, '');
      if (first.width !== undefined) first.width = Math.max(0, first.width - width);
      remove = 0;
    }
  }
}

/**
 * Marks headings and lists on the pages' paragraphs (not those in table cells). Headings: one or two
 * short lines set larger than the body text, or bold at body size standing alone; the larger the size,
 * the higher the level (three levels). Lists: a paragraph whose first span is a bullet or a number with
 * the text after a gap; consecutive items of one kind share one list.
 */
export function markStructure(pages: Block[][], left: number): void {
  const paragraphs = pages.flat().filter((b): b is Paragraph => b.kind === 'paragraph');
  const body = bodySize(paragraphs);
  let numId = 0;
  let previous: ListMark | undefined;
  for (const p of paragraphs) {
    const mark = listMarker(p, left);
    if (mark) {
      const continues =
        previous &&
        previous.format === mark.format &&
        previous.suffix === mark.suffix &&
        Math.abs(previous.markerIndent - mark.markerIndent) < 3;
      const list: ListMark = { ...mark, numId: continues ? previous!.numId : ++numId };
      if (continues) list.start = previous!.start;
      p.list = list;
      stripMarker(p, mark.textIndent - mark.markerIndent);
      previous = list;
    } else previous = undefined;
  }
  const candidates = paragraphs.filter((p) => {
    const text = textOf(p).trim();
    if (p.list || p.lineCount > 2 || text.length < 2 || text.length > 150 || !/\p{L}/u.test(text))
      return false;
    const size = Math.max(...p.runs.map((r) => r.size));
    const bold = p.runs.every((r) => r.bold || !r.text.trim());
    return size >= body * 1.15 || (bold && size >= body - 0.25 && text.length <= 80 && !/[.,;:]$/.test(text));
  });
  const sizes = [...new Set(candidates.map((p) => Math.round(Math.max(...p.runs.map((r) => r.size)))))].sort(
    (a, b) => b - a,
  );
  for (const p of candidates) {
    const level = sizes.indexOf(Math.round(Math.max(...p.runs.map((r) => r.size))));
    p.style = `Heading${Math.min(3, level + 1)}`;
  }
}
