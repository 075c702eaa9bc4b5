import type { PageContent, Span } from './extract.ts';
import { columnRegions, type Box, type Region } from './columns.ts';
import { findGrids, inGrid, type Grid } from './tables.ts';
import type { Block, ImageBlock, Paragraph, Run, TableBlock } from './blocks.ts';

export type {
  Block,
  ColumnBreak,
  ColumnsMark,
  ImageBlock,
  ListMark,
  Paragraph,
  Run,
  TableBlock,
} from './blocks.ts';

interface Line {
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
function toLines(spans: Span[]): Line[] {
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

/** Appends a line's spans to runs, with a space where the spans (or the lines) are apart. */
function addLine(
  runs: Run[],
  line: Line,
  joinWithPrevious: boolean,
  tabs?: { left: number; at: { pos: number; end: number }[] },
): void {
  line.spans.forEach((span, i) => {
    const last = runs[runs.length - 1];
    let text = span.text;
    const previous = i > 0 ? line.spans[i - 1]! : undefined;
    const lastChar = last?.text.slice(-1) ?? '';
    const gap = previous ? span.x - (previous.x + previous.width) : 0;
    // A line ending in a hyphenated word part joins the next without a space (Word breaks after it again).
    const hyphenated = !previous && /\p{L}-$/u.test(last?.text ?? '');
    const needsSpace = previous
      ? gap > span.size * 0.15
      : joinWithPrevious && !hyphenated && !(CJK.test(lastChar) && CJK.test(text[0] ?? ''));
    if (previous && tabs && gap > Math.max(span.size, 6) && last) {
      // A wide gap (a section number and its title, a label and its value): a tab to where the text was.
      last.text = last.text.replace(/\s+$/, '');
      text = `\t${text.replace(/^\s+/, '')}`;
      tabs.at.push({ pos: span.x - tabs.left, end: span.x + span.width - tabs.left });
    } else if (needsSpace && lastChar && !/\s$/.test(lastChar) && !/^\s/.test(text)) text = ` ${text}`;
    const segment = tabs?.at[tabs.at.length - 1];
    if (segment) segment.end = span.x + span.width - tabs!.left;
    if (last && sameStyle(last, span)) last.text += text;
    else
      runs.push({
        text,
        bold: span.bold,
        italic: span.italic,
        size: span.size,
        font: span.font,
        ...(span.script ? { script: span.script } : {}),
        ...(span.color ? { color: span.color } : {}),
        ...(span.link ? { link: span.link } : {}),
        ...(span.field ? { field: span.field } : {}),
      });
  });
}

/**
 * Lines joined into paragraphs: a line continues the paragraph above when it follows at line spacing,
 * in the same size, without a first-line indent, and the line above ran to the right edge.
 */
function toParagraphs(lines: Line[], left: number, right: number, inCell = false): Paragraph[] {
  const out: (Paragraph & { lines: Line[]; tabStops: { pos: number; end: number }[] })[] = [];
  // A cell's text sits inside its padding: "at the edge" is looser there.
  const edge = inCell ? Math.max(6, (right - left) * 0.12) : Math.max(2, (right - left) * 0.02);
  let previous: Line | undefined;
  let current: (Paragraph & { lines: Line[]; tabStops: { pos: number; end: number }[] }) | undefined;
  const width = Math.max(1, right - left);
  for (const line of lines) {
    const continues =
      previous &&
      current &&
      previous.y - line.y <= Math.max(previous.size, line.size) * 1.6 &&
      Math.abs(previous.size - line.size) < 1 &&
      line.x <= previous.x + line.size * 0.5 &&
      previous.right >= right - width * 0.12 &&
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
    const pitch = n > 1 ? (paragraphLines[0]!.y - paragraphLines[n - 1]!.y) / (n - 1) : p.pitch;
    // Justified: every line but the last reaches the right edge, and the last does not go past it.
    const justified =
      n > 1 && p.align === 'left' && paragraphLines.slice(0, -1).every((l) => l.right >= right - edge);
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

const byTop = (a: Block, b: Block) => b.top - a.top;

/** A table's or picture's box on the page. */
function boxOf(block: TableBlock | ImageBlock) {
  if (block.kind === 'image') {
    const { x, y, width, height } = block.image;
    return { x0: x, x1: x + width, top: y + height, bottom: y };
  }
  const { xs, ys } = block.grid;
  return { x0: xs[0]!, x1: xs[xs.length - 1]!, top: ys[0]!, bottom: ys[ys.length - 1]! };
}

/**
 * The page as blocks in reading order: paragraphs, tables from ruled grids, pictures, top to bottom;
 * on a page set in columns, band by band and column by column inside a band (see columns.ts).
 */
export function layoutPage(page: PageContent, left: number, right: number): Block[] {
  const grids = findGrids(page.segments);
  const inside = (span: Span, grid: Grid) => inGrid(grid, span.x + span.width / 2, span.y + span.size * 0.3);
  const body = page.spans.filter((s) => !grids.some((g) => inside(s, g)));
  const others: (TableBlock | ImageBlock)[] = [];
  for (const grid of grids) {
    const cells = grid.rows.map((row, r) =>
      row.map(({ col, span }) => {
        const x0 = grid.xs[col]!;
        const x1 = grid.xs[col + span]!;
        const own = page.spans.filter((s) => {
          const cx = s.x + s.width / 2;
          const cy = s.y + s.size * 0.3;
          return cx >= x0 && cx <= x1 && cy <= grid.ys[r]! && cy >= grid.ys[r + 1]!;
        });
        // Indents from the cell's edge: the cell has no margins of its own in the .docx.
        return toParagraphs(toLines(own), x0, x1, true).map((p) => ({
          ...p,
          before: 0,
          ...(p.align === 'left' ? {} : { indent: 0, firstLine: 0 }),
        }));
      }),
    );
    // A cell merged down holds the text of the rows it covers.
    grid.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (cell.vMerge !== 'continue') return;
        for (let up = r - 1; up >= 0; up--) {
          const index = grid.rows[up]!.findIndex((a) => a.col === cell.col && a.vMerge === 'restart');
          if (index < 0) continue;
          cells[up]![index]!.push(...cells[r]![c]!);
          cells[r]![c] = [];
          break;
        }
      }),
    );
    others.push({ kind: 'table', top: grid.ys[0]!, grid, indent: grid.xs[0]! - left, cells });
  }
  for (const image of page.images) {
    const behindText = page.spans.some((s) => {
      const cx = s.x + s.width / 2;
      const cy = s.y + s.size * 0.3;
      return cx > image.x && cx < image.x + image.width && cy > image.y && cy < image.y + image.height;
    });
    others.push({
      kind: 'image',
      top: image.y + image.height,
      image,
      indent: Math.max(0, image.x - left),
      behindText,
    });
  }
  const regions = columnRegions(
    body,
    others.map((block) => ({ ...boxOf(block), block })),
    left,
    right,
    { blocks: true },
  );
  if (!regions) return [...toParagraphs(toLines(body), left, right), ...others].sort(byTop);
  const out: Block[] = [];
  let band = -1;
  let columnCount = 1;
  for (const region of regions) {
    const bandRegions = regions.filter((r) => r.band === region.band);
    if (region.blocks && !bandRegions.some((r) => r.boxes.some((b) => b.block.kind === 'table'))) {
      // Blocks side by side: one row of a table without borders, a cell per block.
      if (region.band === band) continue;
      band = region.band;
      if (columnCount > 1) out.push({ kind: 'columns', top: 0, columns: [{ left, right }] });
      columnCount = 1;
      out.push(
        sideBySide(bandRegions, left, right),
        ...bandRegions.flatMap((r) => r.boxes.map((b) => b.block)),
      );
      continue;
    }
    // Column starts as the .docx sees them: the first at the text block's left edge.
    const columns = region.edges.map((e, i) => ({
      left: i === 0 ? left : e.left,
      right: i === region.edges.length - 1 ? right : e.right,
    }));
    const blocks = [
      ...toParagraphs(toLines(region.spans), columns[region.column]!.left, region.right),
      ...region.boxes.map((b) => b.block),
    ].sort(byTop);
    const top = blocks[0]?.top ?? 0;
    if (region.band !== band && (columns.length > 1 || columnCount > 1))
      out.push({ kind: 'columns', top, columns });
    if (region.column > 0) out.push({ kind: 'columnBreak', top, column: region.column });
    band = region.band;
    columnCount = columns.length;
    out.push(...blocks);
  }
  return out;
}

/** A band of blocks side by side as a one-row table without borders, cut at the middle of each gutter. */
function sideBySide(regions: Region<Box>[], left: number, right: number): TableBlock {
  const edges = regions[0]!.edges;
  const xs = [left, ...edges.slice(1).map((e, i) => (edges[i]!.right + e.left) / 2), right];
  const cells = edges.map((edge, c) => {
    const own = regions.find((r) => r.column === c)?.spans ?? [];
    return [toParagraphs(toLines(own), xs[c]!, edge.right).map((p) => ({ ...p, before: 0 }))];
  });
  // The row spans the lines as they are laid out (exact pitch, baseline 80 % down a line), so that
  // the row is not taller in the .docx than in the PDF.
  const paragraphs = cells.flat(2);
  const top = Math.max(...paragraphs.map((p) => p.baseline + p.pitch * 0.8));
  const bottom = Math.min(...paragraphs.map((p) => p.baseline - p.pitch * (p.lineCount - 0.8)));
  return {
    kind: 'table',
    top,
    grid: { xs, ys: [top, bottom], rows: [edges.map((_, c) => ({ col: c, span: 1 }))] },
    indent: 0,
    cells: [cells.map((c) => c[0]!)],
    borderless: true,
  };
}

/** Text column bounds over all pages: the leftmost and rightmost text. */
export function textBounds(pages: PageContent[]): { left: number; right: number } {
  const spans = pages.flatMap((p) => p.spans);
  if (spans.length === 0) return { left: 72, right: (pages[0]?.width ?? 595) - 72 };
  return { left: Math.min(...spans.map((s) => s.x)), right: Math.max(...spans.map((s) => s.x + s.width)) };
}
