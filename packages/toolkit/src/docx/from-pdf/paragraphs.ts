// Text lines and paragraphs: spans on one baseline make a line (a smaller span just above or below it
// joins as a superscript or subscript), and lines that run on make a paragraph with its alignment,
// indents, line pitch and tab stops. Each line's text is a run of its own carrying the width the PDF
// gives it, so the writer can space it to that width (write-blocks.ts).
import type { Span } from './extract.ts';
import type { Paragraph, Run } from './blocks.ts';

export interface Line {
  y: number;
  x: number;
  right: number;
  size: number;
  spans: (Span & { script?: Run['script'] })[];
}

const CJK = /[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/;

/**
 * Spans grouped into lines (same baseline), each sorted left to right, top line first. Larger text makes
 * the lines first; a smaller span set a little above or below a line's baseline joins it as a
 * superscript or subscript (a footnote mark, an exponent).
 */
export function toLines(spans: Span[]): Line[] {
  const sorted = [...spans].sort((a, b) => b.size - a.size || b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  const scripts = new Map<Span, 'superscript' | 'subscript'>();
  for (const span of sorted) {
    let line = lines.find((l) => Math.abs(l.y - span.y) < Math.min(l.size, span.size) * 0.4);
    if (!line) {
      line = lines.find(
        (l) =>
          span.size <= l.size * 0.85 &&
          span.y - l.y < l.size * 0.6 &&
          l.y - span.y < l.size * 0.35 &&
          span.x < l.right + l.size &&
          span.x + span.width > l.x - l.size,
      );
      if (line) scripts.set(span, span.y > line.y ? 'superscript' : 'subscript');
    }
    // A lone quote or dash drawn off the baseline (German „ quotes, a raised mark) belongs to the line
    // it touches.
    if (!line && /^[^\p{L}\p{N}]{1,2}$/u.test(span.text.trim()))
      line = lines.find(
        (l) =>
          Math.abs(l.y - span.y) < l.size * 0.7 &&
          span.x < l.right + l.size * 0.5 &&
          span.x + span.width > l.x - l.size * 0.5,
      );
    if (line) {
      line.spans.push(scripts.has(span) ? { ...span, script: scripts.get(span) } : span);
      line.x = Math.min(line.x, span.x);
      line.right = Math.max(line.right, span.x + span.width);
      if (!scripts.has(span)) line.size = Math.max(line.size, span.size);
    } else lines.push({ y: span.y, x: span.x, right: span.x + span.width, size: span.size, spans: [span] });
  }
  for (const line of lines) line.spans.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => b.y - a.y);
}

const sameStyle = (a: Run, b: Line['spans'][number]) =>
  a.bold === b.bold &&
  a.italic === b.italic &&
  Math.abs(a.size - b.size) < 0.5 &&
  a.font === b.font &&
  a.script === b.script &&
  a.color === b.color &&
  a.link === b.link &&
  !a.field &&
  !b.field;

/** About the width of a space, in ems: what a trimmed space took in the PDF. */
const SPACE = 0.25;

/**
 * Appends a line's spans to runs, with a space where the spans (or the lines) are apart. The line
 * starts a run of its own, and each run records the width its text takes in the PDF (from the first
 * span's left edge, or the end of the span before, to the last span's right edge); a space joining
 * it to the line above and a tab are its `lead`, outside that width.
 */
function addLine(
  runs: Run[],
  line: Line,
  joinWithPrevious: boolean,
  tabs?: { left: number; at: { pos: number; end: number }[] },
): void {
  let current: Run | undefined;
  let start = 0;
  line.spans.forEach((span, i) => {
    const last = runs[runs.length - 1];
    let text = span.text;
    let lead = 0;
    const previous = i > 0 ? line.spans[i - 1]! : undefined;
    const lastChar = last?.text.slice(-1) ?? '';
    const gap = previous ? span.x - (previous.x + previous.width) : 0;
    // A line ending in a hyphenated word part joins the next without a space (Word breaks after it again).
    const hyphenated = !previous && /\p{L}-$/u.test(last?.text ?? '');
    const needsSpace = previous
      ? gap > span.size * 0.15
      : joinWithPrevious && !hyphenated && !(CJK.test(lastChar) && CJK.test(text[0] ?? ''));
    const tabbed = Boolean(previous && tabs && gap > Math.max(span.size, 6) && last);
    if (tabbed && last && tabs) {
      // A wide gap (a section number and its title, a label and its value): a tab to where the text was.
      const trimmed = last.text.replace(/\s+$/, '');
      if (last.width !== undefined) last.width -= (last.text.length - trimmed.length) * SPACE * last.size;
      last.text = trimmed;
      const body = text.replace(/^\s+/, '');
      text = `\t${body}`;
      lead = 1;
      tabs.at.push({ pos: span.x - tabs.left, end: span.x + span.width - tabs.left });
    } else if (needsSpace && lastChar && !/\s$/.test(lastChar) && !/^\s/.test(text)) {
      text = ` ${text}`;
      if (!previous) lead = 1;
    }
    const segment = tabs?.at[tabs.at.length - 1];
    if (segment) segment.end = span.x + span.width - tabs!.left;
    const end = span.x + span.width;
    if (current && !tabbed && sameStyle(current, span)) {
      current.text += text;
      current.width = Math.max(current.width ?? 0, end - start);
      return;
    }
    // A run starts at the span (the first of the line, or after a tab), or where the span before ended,
    // so that the space between them is its own.
    start = previous && !tabbed ? Math.min(span.x, previous.x + previous.width) : span.x;
    if (tabbed) start += (span.text.length - span.text.replace(/^\s+/, '').length) * SPACE * span.size;
    current = {
      text,
      bold: span.bold,
      italic: span.italic,
      size: span.size,
      font: span.font,
      width: end - start,
      ...(lead ? { lead } : {}),
      ...(span.script ? { script: span.script } : {}),
      ...(span.color ? { color: span.color } : {}),
      ...(span.link ? { link: span.link } : {}),
      ...(span.field ? { field: span.field } : {}),
    };
    runs.push(current);
  });
}

/**
 * How far, in ems, a paragraph's lines may come out wider than in the PDF and still break where the
 * PDF's do: less than the narrowest word that could move up ("a" and a space, 0.8 em; one CJK
 * character, 1 em), more than the little LibreOffice and Word differ by.
 */
const WRAP_SLACK = 0.45;
/**
 * Points of slack for justified lines: they are stretched to the edge, so the words at their ends move
 * by as much (the PDF's end where its lines do).
 */
const JUSTIFIED_SLACK = 1.5;
/** Text ending in a CJK character. */
const CJK_END = /[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]\s*$/u;
/** Points of room on each side of a centred line. */
const CENTRED_SLACK = 4;

/**
 * A paragraph of several lines wraps where the PDF's does: its right edge is just past its longest
 * line, so each line, spaced to its PDF width (write-runs.ts), fits, and the word that did not fit in
 * the PDF does not fit here either.
 */
function wrapLikeThePdf(p: Paragraph, lines: Line[], right: number, justified: boolean): void {
  const slack = justified ? JUSTIFIED_SLACK : WRAP_SLACK * Math.min(...lines.map((l) => l.size));
  if (p.align === 'left') p.rightIndent = right - Math.max(...lines.map((l) => l.right)) - slack;
}

/** Ems of empty space inside a line that make it a row of a table without rules, not running text. */
const ROW_GAP = 3;

/** Whether pieces of the line stand far apart (an item, its count and its price): no running text. */
const tableRow = (line: Line) =>
  line.spans.some((span, i) => {
    const previous = line.spans[i - 1];
    return previous !== undefined && span.x - (previous.x + previous.width) > line.size * ROW_GAP;
  });

/**
 * Whether the PDF broke the line above before `line` on purpose (a new line, not a wrap): the first word
 * of `line` would have fitted on it, to the right edge. Not after a hyphen (a word cut in two).
 */
function brokenOnPurpose(previous: Line, line: Line, right: number): boolean {
  const last = previous.spans[previous.spans.length - 1]!;
  if (/[-\u00ad\u2010]\s*$/u.test(last.text)) return false;
  const first = line.spans[0]!;
  const text = first.text.trimStart();
  // A CJK line wraps anywhere: its first character; other text, at its first space.
  const word = CJK.test(text[0] ?? '') ? text.slice(0, 1) : (text.match(/^\S+/)?.[0] ?? '');
  if (!word || text.length === 0) return false;
  const wordWidth = (first.width * [...word].length) / [...text].length;
  const space = CJK.test(word) ? 0 : SPACE * last.size;
  return previous.right + space + wordWidth < right - 2;
}

/**
 * Lines joined into paragraphs: a line continues the paragraph above when it follows at line spacing,
 * in the same size, without a first-line indent, and the line above ran to the right edge; a line
 * with pieces far apart (a row of a table without rules) is a paragraph of its own.
 */
export function toParagraphs(lines: Line[], left: number, right: number, inCell = false): Paragraph[] {
  type Building = Paragraph & { lines: Line[]; tabStops: { pos: number; end: number }[] };
  const out: Building[] = [];
  // A cell's text sits inside its padding: "at the edge" is looser there.
  const edge = inCell ? Math.max(6, (right - left) * 0.12) : Math.max(2, (right - left) * 0.02);
  let previous: Line | undefined;
  let current: Building | undefined;
  const width = Math.max(1, right - left);
  for (const line of lines) {
    const continues =
      previous &&
      current &&
      previous.y - line.y <= Math.max(previous.size, line.size) * 1.6 &&
      Math.abs(previous.size - line.size) < 1 &&
      line.x <= previous.x + line.size * 0.5 &&
      previous.right >= right - width * 0.12 &&
      !brokenOnPurpose(previous, line, right) &&
      !tableRow(previous) &&
      !tableRow(line) &&
      // Centred or right-aligned lines (a title, an address, a column of figures) stay lines.
      current.align === 'left';
    if (continues && current) {
      addLine(current.runs, line, true);
      current.lines.push(line);
      current.indent = Math.min(current.indent, Math.max(0, line.x - left));
    } else {
      const gap = previous ? previous.y - line.y - line.size * 1.2 : 0;
      const centred =
        Math.abs(line.x - left - (right - line.right)) < width * 0.04 && line.x - left > width * 0.05;
      const flushRight =
        !centred &&
        right - line.right < edge &&
        line.x - left > (inCell ? right - line.right + 2 : width * 0.3);
      current = {
        kind: 'paragraph',
        top: line.y + line.size,
        baseline: line.y,
        pitch: line.size * 1.15,
        lineCount: 1,
        runs: [],
        align: centred ? 'center' : flushRight ? 'right' : 'left',
        indent: centred || flushRight ? 0 : Math.max(0, line.x - left),
        ...(flushRight ? { rightIndent: Math.max(0, right - line.right) } : {}),
        firstLine: 0,
        before: Math.max(0, Math.min(36, gap)),
        lines: [line],
        tabStops: [] as { pos: number; end: number }[],
      };
      addLine(current.runs, line, false, { left, at: current.tabStops });
      out.push(current);
    }
    previous = line;
  }
  return out.map(({ lines: paragraphLines, tabStops, ...p }) => {
    const n = paragraphLines.length;
    if (n === 1 && p.align === 'center') {
      // A centred line: a box around it, a little wider, so it stays where it was on one line.
      p.indent = paragraphLines[0]!.x - left - CENTRED_SLACK;
      p.rightIndent = right - paragraphLines[0]!.right - CENTRED_SLACK;
    }
    const pitch = n > 1 ? (paragraphLines[0]!.y - paragraphLines[n - 1]!.y) / (n - 1) : p.pitch;
    // Justified: every line but the last reaches the right edge, and the last does not go past it.
    // Lines that end in CJK characters are not: spaced to their PDF widths they reach the edge already,
    // and LibreOffice would spread a line that lost its last character over the rest (CJK text wraps a
    // character at a time), so they wrap with the slack of ragged lines instead.
    const cjk = paragraphLines.slice(0, -1).every((l) => CJK_END.test(l.spans[l.spans.length - 1]!.text));
    const justified =
      n > 1 &&
      !cjk &&
      p.align === 'left' &&
      paragraphLines.slice(0, -1).every((l) => l.right >= right - edge);
    if (n > 1) wrapLikeThePdf(p, paragraphLines, right, justified);
    // Tabs only in one-line paragraphs: in running text a wide gap is justification, not a tab.
    if (n > 1 && tabStops.length) for (const r of p.runs) r.text = r.text.replace(/\t/g, ' ');
    // A one-line paragraph with tabs starts where its first piece does; a last piece ending at the
    // right edge (an amount, a page number) gets a right tab there.
    const tabbed = n === 1 && tabStops.length > 0;
    const tabs = tabbed
      ? tabStops.map((t) => (right - left - t.end < edge ? { pos: t.end, right: true } : { pos: t.pos }))
      : [];
    if (tabbed) {
      p.align = 'left';
      p.indent = Math.max(0, paragraphLines[0]!.x - left);
      delete p.rightIndent;
    }
    return {
      ...p,
      tabs,
      pitch,
      lineCount: n,
      align: justified ? 'both' : p.align,
      lineStarts: paragraphLines.map((l) => l.x),
      head: paragraphLines[0]!.spans.slice(0, 2).map((span) => ({ text: span.text, x: span.x })),
      firstLine: p.align === 'left' ? Math.max(0, paragraphLines[0]!.x - left - p.indent) : 0,
    };
  });
}
