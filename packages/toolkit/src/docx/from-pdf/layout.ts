import type { PageContent, Span } from './extract.ts';
import { columnRegions, type Box, type Region } from './columns.ts';
import { findGrids, inGrid, type Grid } from './tables.ts';
import type { Block, ImageBlock, TableBlock } from './blocks.ts';
import { toLines, toParagraphs } from './paragraphs.ts';

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
          ...(p.align === 'right' ? { indent: 0, firstLine: 0 } : {}),
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
