/**
 * Page inputs such as `1, 2-5` (half- or full-width commas, spaces anywhere), as the PDF page tools take
 * them. Errors carry a `code` the web app translates: `page_input_empty` (prompt for a page number),
 * `page_input_format` (not a number, or a range that ends before it starts), the shared
 * `page_out_of_range` with `{ count }`, and `no_pages_left` when every page would be deleted.
 */
export class PageInputError extends Error {
  override name = 'PageInputError';
  readonly code: string;
  readonly params?: Record<string, unknown>;

  constructor(code: string, params?: Record<string, unknown>) {
    super(code);
    this.code = code;
    if (params) this.params = params;
  }
}

/** An inclusive range of 1-based page numbers. */
export interface PageRange {
  start: number;
  end: number;
}

const SEPARATORS = /[,，、;；]/;
const DASHES = /[-－–—~～]/g;

/** Parses `1, 2-5` into ranges, checked against the page count. Order and repeats are kept. */
export function parsePageRanges(input: string, pageCount: number): PageRange[] {
  const parts = input
    .split(SEPARATORS)
    .map((part) => part.replace(/\s+/g, '').replace(DASHES, '-'))
    .filter((part) => part !== '');
  if (parts.length === 0) throw new PageInputError('page_input_empty');
  const ranges: PageRange[] = [];
  for (const part of parts) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match) throw new PageInputError('page_input_format');
    const start = Number(match[1]);
    const end = match[2] === undefined ? start : Number(match[2]);
    if (start < 1 || end < start) throw new PageInputError('page_input_format');
    if (end > pageCount) throw new PageInputError('page_out_of_range', { count: pageCount });
    ranges.push({ start, end });
  }
  return ranges;
}

/** The distinct 0-based page indices the input names, in ascending order. */
export function parsePageSet(input: string, pageCount: number): number[] {
  const set = new Set<number>();
  for (const { start, end } of parsePageRanges(input, pageCount))
    for (let page = start; page <= end; page++) set.add(page - 1);
  return [...set].sort((a, b) => a - b);
}

/** Writes 0-based indices back as `1-3, 5`, the form the page input shows. */
export function formatPageSet(indices: Iterable<number>): string {
  const sorted = [...new Set(indices)].sort((a, b) => a - b);
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i] as number;
    let last = first;
    while (sorted[i + 1] === last + 1) last = sorted[++i] as number;
    parts.push(first === last ? `${first + 1}` : `${first + 1}-${last + 1}`);
    i++;
  }
  return parts.join(', ');
}

/** The pages that remain after deleting `input`; deleting every page is refused. */
export function pagesKeptAfterDeleting(input: string, pageCount: number): number[] {
  const deleted = new Set(parsePageSet(input, pageCount));
  const kept = Array.from({ length: pageCount }, (_, i) => i).filter((i) => !deleted.has(i));
  if (kept.length === 0) throw new PageInputError('no_pages_left');
  return kept;
}
