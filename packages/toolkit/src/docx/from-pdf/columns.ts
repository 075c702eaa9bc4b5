// Text columns on a page (papers, newsletters): the page is cut into horizontal bands, and a band laid
// out in columns is read column by column, so lines of neighbouring columns are never joined.
import type { Span } from './extract.ts';

/** Something drawn on the page besides text (a picture, a table), as its box. y upwards. */
export interface Box {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

/** A part of the page read as one text column: its spans, the other boxes in it, and its side edges. */
export interface Region<T extends Box> {
  left: number;
  right: number;
  spans: Span[];
  boxes: T[];
  /** Side-by-side blocks rather than columns of running text (see columnRegions). */
  blocks: boolean;
  /** Which band (top to bottom), which column in it, and the band's column edges. */
  band: number;
  column: number;
  edges: { left: number; right: number }[];
}

/** A text line (spans on one baseline) or one box, with the page width it takes. */
interface Row<T> {
  top: number;
  size: number;
  x0: number;
  x1: number;
  spans: Span[];
  box?: T;
}

/** Rows a gutter needs on each side, and how far in from the text block's edges a gutter may lie. */
const MIN_ROWS = 4;
const EDGE = 0.2;
/** The narrowest column, as a part of the text block's width. */
const MIN_WIDTH = 0.25;
/** Points of clear space a gutter has at least (LaTeX's default column gap is 10 pt). */
const MIN_GAP = 7;
/** Points of empty height, at the least, that part zones of a page (see toZones). */
const ZONE_GAP = 18;
/**
 * Rows a gutter needs on each side inside one zone of a page cut in zones, for blocks side by side (an
 * invoice's hotel, dates and rooms: three lines each); running text still needs MIN_ROWS.
 */
const MIN_ZONE_ROWS = 2;

function toRows<T extends Box>(spans: Span[], boxes: T[]): Row<T>[] {
  const rows: (Row<T> & { y: number })[] = [];
  for (const span of [...spans].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.find((r) => Math.abs(r.y - span.y) < Math.min(r.size, span.size) * 0.4);
    if (row) {
      row.spans.push(span);
      row.x0 = Math.min(row.x0, span.x);
      row.x1 = Math.max(row.x1, span.x + span.width);
      row.top = Math.max(row.top, span.y + span.size);
      row.size = Math.max(row.size, span.size);
    } else
      rows.push({
        y: span.y,
        size: span.size,
        top: span.y + span.size,
        x0: span.x,
        x1: span.x + span.width,
        spans: [span],
      });
  }
  const boxRows = boxes.map((box) => ({ top: box.top, size: 0, x0: box.x0, x1: box.x1, spans: [], box }));
  return [...rows, ...boxRows].sort((a, b) => b.top - a.top);
}

/** The row's pieces (spans, or its box) as x ranges. */
const pieces = (row: Row<Box>): [number, number][] =>
  row.box ? [[row.box.x0, row.box.x1]] : row.spans.map((s) => [s.x, s.x + s.width]);

/**
 * Gutters: x positions that few rows cross while at least `minRows` rows have text on each side and not
 * across it. Per run of such positions, the middle of its least-crossed stretch.
 */
function findGutters(rows: Row<Box>[], left: number, right: number, minRows = MIN_ROWS): number[] {
  const gutters: number[] = [];
  let run: { x: number; cover: number }[] = [];
  const close = () => {
    // The longest stretch of the least-crossed positions; narrow ones are gaps between words or dots.
    const least = Math.min(...run.map((p) => p.cover));
    let best: number[] = [];
    let stretch: number[] = [];
    for (const p of run) {
      // One line more or less crossing (a hyphen, a wide word) does not end the stretch.
      stretch = p.cover <= least + 1 ? [...stretch, p.x] : [];
      if (stretch.length > best.length) best = stretch;
    }
    if (best.length >= MIN_GAP) gutters.push((best[0]! + best[best.length - 1]!) / 2);
    run = [];
  };
  const width = right - left;
  for (let x = Math.ceil(left + width * EDGE); x <= right - width * EDGE; x++) {
    let cover = 0;
    let before = 0;
    let after = 0;
    for (const row of rows) {
      const ranges = pieces(row);
      if (ranges.some(([a, b]) => a < x && b > x)) cover++;
      else {
        if (ranges.some(([, b]) => b <= x)) before++;
        if (ranges.some(([a]) => a >= x)) after++;
      }
    }
    if (before >= minRows && after >= minRows && cover <= Math.min(before, after)) run.push({ x, cover });
    else if (run.length) close();
  }
  if (run.length) close();
  return gutters;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A row's text inside one column: its extent and its widest gap between neighbouring pieces. */
interface ColumnLine {
  x0: number;
  x1: number;
  size: number;
  gap: number;
}

/**
 * Whether a column's lines read as running text: most fill at least half its width, and nearly none
 * has a gap wider than 1.5 em inside (a table without rules, dot leaders, terms and their definitions).
 */
function textLike(lines: ColumnLine[]): boolean {
  if (lines.length < 3) return false;
  const x0 = Math.min(...lines.map((r) => r.x0));
  const x1 = Math.max(...lines.map((r) => r.x1));
  const full = lines.filter((r) => r.x1 - r.x0 >= (x1 - x0) * 0.5).length;
  const gappy = lines.filter((r) => r.gap > r.size * 1.5).length;
  return full >= lines.length * 0.5 && gappy <= lines.length * 0.2;
}

function columnLine(ranges: [number, number][], size: number): ColumnLine {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let reach = sorted[0]![1];
  let gap = 0;
  for (const [a, b] of sorted.slice(1)) {
    gap = Math.max(gap, a - reach);
    reach = Math.max(reach, b);
  }
  return { x0: sorted[0]![0], x1: reach, size, gap };
}

interface Band<T> {
  /** Whether the band is laid out in columns, or runs across the gutters. */
  columns: boolean;
  rows: Row<T>[];
}

/**
 * The rows in bands, top to bottom: runs of rows that cross a gutter, and runs that do not. A run that
 * does not cross but has text in one column only (a short last line, a page number) joins the
 * full-width text around it.
 */
function toBands<T extends Box>(rows: Row<T>[], gutters: number[], left: number, right: number): Band<T>[] {
  const columnOf = (a: number, b: number) => gutters.filter((g) => g < (a + b) / 2).length;
  const crosses = (row: Row<T>) => pieces(row).some(([a, b]) => gutters.some((g) => a < g && b > g));
  const bands: Band<T>[] = [];
  for (const row of rows) {
    const columns = !crosses(row);
    const last = bands[bands.length - 1];
    if (last && last.columns === columns) last.rows.push(row);
    else bands.push({ columns, rows: [row] });
  }
  const onlyLeft = (row: Row<T>) => !row.box && pieces(row).every(([a, b]) => columnOf(a, b) === 0);
  bands.forEach((band, i) => {
    if (!band.columns) return;
    const above = bands[i - 1]?.rows;
    const below = bands[i + 1]?.rows;
    // A full-width paragraph's short last line, just above the columns, stays with its paragraph.
    const first = band.rows[0]!;
    const previous = above?.[above.length - 1];
    if (
      previous &&
      onlyLeft(first) &&
      previous.x1 >= right - (right - left) * 0.12 &&
      previous.top - first.top <= Math.max(previous.size, first.size) * 1.6
    )
      above!.push(band.rows.shift()!);
    // Full-width lines just below the columns, after a paragraph gap: not the left column's tail.
    const left0 = band.rows.filter((r) => pieces(r).some(([a, b]) => columnOf(a, b) === 0));
    const pitch = median(left0.slice(1).map((r, k) => left0[k]!.top - r.top));
    const lowest = Math.min(...band.rows.filter((r) => !onlyLeft(r)).map((r) => r.top));
    const cut = band.rows.findIndex(
      (r, k) =>
        k > 0 &&
        r.top < lowest &&
        band.rows[k - 1]!.top - r.top > pitch * 1.3 &&
        lowest - r.top <= pitch * 2.5,
    );
    if (cut > 0) {
      const tail = band.rows.splice(cut);
      if (below) below.unshift(...tail);
      else bands.push({ columns: false, rows: tail });
    }
    const used = new Set(band.rows.flatMap((r) => pieces(r).map(([a, b]) => columnOf(a, b))));
    if (used.size < 2 || band.rows.length < 2) band.columns = false;
  });
  return bands.reduce<Band<T>[]>((out, band) => {
    const last = out[out.length - 1];
    if (last && !last.columns && !band.columns) last.rows.push(...band.rows);
    else out.push(band);
    return out;
  }, []);
}

/**
 * The page cut into regions in reading order: bands top to bottom (a row that crosses a gutter, like a
 * full-width title, makes a band of its own kind), and inside a band laid out in columns, the columns
 * left to right. A page in zones (parts apart by a wide empty gap: an invoice's addresses, its items, its
 * footer) is cut zone by zone, each with columns or blocks of its own, or none (one full-width region).
 * Returns undefined when no part of the page has columns (one region: the page as it is).
 * `left` and `right` are the text block's edges, used for full-width bands.
 */
export function columnRegions<T extends Box>(
  spans: Span[],
  boxes: T[],
  left: number,
  right: number,
  options: { blocks?: boolean } = {},
): Region<T>[] | undefined {
  const zones = toZones(toRows(spans, boxes));
  const regions: Region<T>[] = [];
  let found = false;
  for (const zone of zones) {
    const band = regions.length ? regions[regions.length - 1]!.band + 1 : 0;
    const minRows = zones.length > 1 && options.blocks ? MIN_ZONE_ROWS : MIN_ROWS;
    const own = zoneRegions(zone, left, right, options, minRows);
    if (own) found = true;
    regions.push(
      ...(own?.map((r) => ({ ...r, band: r.band + band })) ?? [
        {
          left,
          right,
          spans: zone.flatMap((r) => r.spans),
          boxes: zone.flatMap((r) => (r.box ? [r.box] : [])),
          band,
          column: 0,
          edges: [{ left, right }],
          blocks: false,
        },
      ]),
    );
  }
  return found ? regions : undefined;
}

/**
 * The rows in zones, top to bottom: parts of the page apart by a wide gap that nothing crosses (an
 * invoice's addresses, its table of items, its footer), each with columns or blocks of its own.
 */
function toZones<T extends Box>(rows: Row<T>[]): Row<T>[][] {
  const zones: Row<T>[][] = [];
  let bottom = Infinity;
  let size = 0;
  for (const row of rows) {
    const zone = zones[zones.length - 1];
    if (zone && bottom - row.top <= Math.max(ZONE_GAP, 2.2 * Math.max(size, row.size))) zone.push(row);
    else {
      zones.push([row]);
      bottom = Infinity;
    }
    const rowBottom = row.box ? row.box.bottom : row.top - row.size * 1.25;
    bottom = Math.min(bottom, rowBottom);
    size = row.size || size;
  }
  return zones;
}

/** One zone's regions (see columnRegions), undefined when it has no columns. */
function zoneRegions<T extends Box>(
  rows: Row<T>[],
  left: number,
  right: number,
  options: { blocks?: boolean },
  minRows = MIN_ROWS,
): Region<T>[] | undefined {
  if (rows.length < minRows * 2) return undefined;
  const pageLeft = Math.min(...rows.map((r) => r.x0));
  const pageRight = Math.max(...rows.map((r) => r.x1));
  const gutters = findGutters(rows, pageLeft, pageRight, minRows);
  if (gutters.length === 0) return undefined;
  const columnOf = (a: number, b: number) => gutters.filter((g) => g < (a + b) / 2).length;

  const merged = toBands(rows, gutters, left, right);

  // Each column, over all column bands, must read as running text (not a list of terms or a table).
  const perColumn = [...gutters, 0].map(() => [] as ColumnLine[]);
  for (const band of merged.filter((b) => b.columns))
    for (const row of band.rows.filter((r) => !r.box))
      perColumn.forEach((lines, c) => {
        const own = pieces(row).filter(([a, b]) => columnOf(a, b) === c);
        if (own.length) lines.push(columnLine(own, row.size));
      });
  if (perColumn.some((c) => c.length === 0)) return undefined;
  const edges = perColumn.map((c) => ({
    left: Math.min(...c.map((r) => r.x0)),
    right: Math.max(...c.map((r) => r.x1)),
  }));
  // Columns are a good part of the page wide (a narrow one is a margin of numbers or labels), and read
  // as running text. Otherwise they are blocks side by side (an address beside a sender, labels and
  // values): with `blocks`, returned as such, for a table without borders.
  const textual =
    perColumn.every(textLike) && edges.every((e) => e.right - e.left >= (pageRight - pageLeft) * MIN_WIDTH);
  if (!textual && !options.blocks) return undefined;
  // A column of bullets or item numbers (each under 2 em wide) belongs with the text beside it: a list.
  if (!textual && perColumn.some((c) => c.every((l) => l.x1 - l.x0 < l.size * 2))) return undefined;

  const regions: Region<T>[] = [];
  for (const [index, band] of merged.entries()) {
    const count = band.columns ? gutters.length + 1 : 1;
    for (let c = 0; c < count; c++) {
      const inColumn = (a: number, b: number) => !band.columns || columnOf(a, b) === c;
      const region: Region<T> = {
        left: band.columns ? edges[c]!.left : left,
        right: band.columns ? edges[c]!.right : right,
        spans: band.rows.flatMap((r) => r.spans.filter((s) => inColumn(s.x, s.x + s.width))),
        boxes: band.rows.flatMap((r) => (r.box && inColumn(r.box.x0, r.box.x1) ? [r.box] : [])),
        band: index,
        column: c,
        edges: band.columns ? edges : [{ left, right }],
        blocks: band.columns && !textual,
      };
      if (region.spans.length || region.boxes.length) regions.push(region);
    }
  }
  return regions;
}
