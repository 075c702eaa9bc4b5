// Running headers and footers: lines near the top or the bottom of the page that come back at the same
// height on many pages (a document title, a page number). They leave the page body and are written once
// as a Word header or footer, a page number as a PAGE field.
import type { PageContent, Span } from './extract.ts';

/** The part of the page height, from its top or bottom edge, where running lines are looked for. */
const ZONE = 0.12;

export interface RunningPart {
  /** The spans as drawn on the first page that has them; a page number marked as a field. */
  spans: Span[];
  /** Per page, whether it shows this header (or footer). */
  onPage: boolean[];
  /** When it holds a page number: the number of the first page, less one. */
  offset?: number;
}

export interface Running {
  pages: PageContent[];
  header?: RunningPart;
  footer?: RunningPart;
}

/** A line's key: its text with digits as '#', so "Page 3" matches "Page 4". */
const keyOf = (spans: Span[]) =>
  spans
    .map((s) => s.text.trim())
    .join(' ')
    .replace(/\d+/g, '#');

function linesOf(spans: Span[]): { y: number; spans: Span[] }[] {
  const lines: { y: number; spans: Span[] }[] = [];
  for (const span of [...spans].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.find((l) => Math.abs(l.y - span.y) < span.size * 0.4);
    if (line) line.spans.push(span);
    else lines.push({ y: span.y, spans: [span] });
  }
  return lines;
}

/**
 * Finds running headers and footers: a line in the top or bottom 12 % of the page whose key comes back on
 * at least half of the pages (and two at least). Returns the pages without them and the parts.
 */
export function findRunning(pages: PageContent[]): Running {
  if (pages.length < 2) return { pages };
  const zones = (['header', 'footer'] as const).map((zone) => {
    const perPage = pages.map((page) =>
      linesOf(page.spans).filter((l) =>
        zone === 'header' ? l.y > page.height * (1 - ZONE) : l.y < page.height * ZONE,
      ),
    );
    // Per text, the heights it is drawn at; running when one height (within 3 pt) holds on enough pages.
    const heights = new Map<string, number[]>();
    for (const lines of perPage)
      for (const l of lines) heights.set(keyOf(l.spans), [...(heights.get(keyOf(l.spans)) ?? []), l.y]);
    const runningAt = new Map<string, number>();
    for (const [key, ys] of heights) {
      const at = [...ys].sort((a, b) => a - b)[Math.floor(ys.length / 2)]!;
      if (ys.filter((y) => Math.abs(y - at) <= 3).length >= Math.max(2, pages.length / 2))
        runningAt.set(key, at);
    }
    const isRunning = (l: { y: number; spans: Span[] }) => {
      const at = runningAt.get(keyOf(l.spans));
      return at !== undefined && Math.abs(l.y - at) <= 3;
    };
    const own = perPage.map((lines) => lines.filter(isRunning));
    return { zone, own };
  });
  const removed = new Set<Span>(zones.flatMap((z) => z.own.flat().flatMap((l) => l.spans)));
  const result: Running = {
    pages: pages.map((p) => ({ ...p, spans: p.spans.filter((s) => !removed.has(s)) })),
  };
  for (const { zone, own } of zones) {
    const first = own.findIndex((lines) => lines.length > 0);
    if (first < 0) continue;
    // A number that follows the pages (the page's index plus one offset on every page that shows it)
    // is a PAGE field; the offset becomes the first page's number.
    let offset: number | undefined;
    const spans = own[first]!.flatMap((l) => l.spans).map((span) => {
      if (!/^\s*\d+\s*$/.test(span.text)) return span;
      const offsets = own.flatMap((lines, i) =>
        lines.flatMap((l) =>
          l.spans
            .filter((s) => Math.abs(s.x - span.x) < span.size * 3 && /^\s*\d+\s*$/.test(s.text))
            .map((s) => Number(s.text) - (i + 1)),
        ),
      );
      if (offsets.length < 2 || offsets.some((o) => o !== offsets[0])) return span;
      offset = offsets[0];
      return { ...span, field: 'PAGE' as const };
    });
    result[zone] = {
      spans,
      onPage: own.map((lines) => lines.length > 0),
      ...(offset === undefined ? {} : { offset }),
    };
  }
  return result;
}
