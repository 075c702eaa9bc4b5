import { openForPages, baseName, copyToNewPdf, type PagesInput, type PagesOutput } from './pages.ts';
import { PageInputError, parsePageRanges } from './page-ranges.ts';

/** How to split: one file per page, a file every `every` pages, or one file per range in `ranges`. */
export type SplitMode =
  { kind: 'single' } | { kind: 'every'; every: number } | { kind: 'ranges'; ranges: string };

export interface SplitOptions {
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

const label = (first: number, last: number) => (first === last ? `${first + 1}` : `${first + 1}-${last + 1}`);

/** The 0-based page groups a split makes, one per output file. */
export function splitGroups(mode: SplitMode, pageCount: number): number[][] {
  const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
  if (mode.kind === 'single') return span(0, pageCount - 1).map((i) => [i]);
  if (mode.kind === 'every') {
    if (!Number.isInteger(mode.every) || mode.every < 1) throw new PageInputError('split_every_invalid');
    const groups: number[][] = [];
    for (let first = 0; first < pageCount; first += mode.every)
      groups.push(span(first, Math.min(pageCount, first + mode.every) - 1));
    return groups;
  }
  return parsePageRanges(mode.ranges, pageCount).map(({ start, end }) => span(start - 1, end - 1));
}

/** Splits one PDF into several; files are named after the pages they hold (`report-2-5.pdf`). */
export async function splitPdf(
  input: PagesInput,
  mode: SplitMode,
  options: SplitOptions = {},
): Promise<PagesOutput[]> {
  const { doc, pageCount } = await openForPages(input);
  const groups = splitGroups(mode, pageCount);
  const base = baseName(input.name);
  const outputs: PagesOutput[] = [];
  const used = new Set<string>();
  for (const [index, group] of groups.entries()) {
    options.signal?.throwIfAborted();
    let name = `${base}-${label(group[0] as number, group[group.length - 1] as number)}.pdf`;
    for (let n = 2; used.has(name); n++) name = name.replace(/(?:\(\d+\))?\.pdf$/, `(${n}).pdf`);
    used.add(name);
    outputs.push({ name, bytes: await copyToNewPdf(doc, group), pageCount: group.length });
    options.onProgress?.(index + 1, groups.length);
  }
  return outputs;
}
