// The family each PDF font is written in. A font Word has with the widths we know (Arial, Times New
// Roman, ...) or a CJK font keeps its family; any other (Century Gothic, Computer Modern, Helvetica
// Neue, Noto Sans) is replaced by the measured family of its kind whose widths come closest to the
// PDF's, measured over the document's own text, so the spacing that makes up the rest stays small.
import type { Span } from './extract.ts';
import { cjkFamily, kindByName, sameWidthFamily, type FontKind } from './fonts.ts';
import { textWidth } from './widths.ts';

const CANDIDATES: Record<FontKind, string[]> = {
  serif: ['Times New Roman', 'Cambria'],
  sans: ['Arial', 'Calibri'],
  mono: ['Courier New'],
};

const LATIN = /[A-Za-z0-9\u00c0-\u024f]/;

/**
 * PDF family (Span.font) to the family written, for every font of the spans. The choice among
 * candidates is by the ratio of the PDF's widths to the candidate's over the font's Latin spans.
 */
export function chooseFamilies(spans: Span[]): Map<string, string> {
  const byFont = new Map<string, Span[]>();
  for (const span of spans) byFont.set(span.font, [...(byFont.get(span.font) ?? []), span]);
  const chosen = new Map<string, string>();
  for (const [font, own] of byFont) {
    const same = sameWidthFamily(font) ?? cjkFamily(font)?.family;
    if (same) {
      chosen.set(font, same);
      continue;
    }
    const kinds = own.map((s) => s.kind ?? 'sans');
    const kind =
      kindByName(font) ??
      (['mono', 'serif', 'sans'] as const).reduce((best, k) =>
        kinds.filter((x) => x === k).length > kinds.filter((x) => x === best).length ? k : best,
      );
    const candidates = CANDIDATES[kind];
    const measured = own.filter((s) => s.width > 0 && LATIN.test(s.text));
    let best = candidates[0]!;
    let bestDistance = Infinity;
    for (const family of candidates) {
      let pdf = 0;
      let ours = 0;
      for (const s of measured) {
        pdf += s.width;
        ours += (textWidth(s.text, family, s.bold, s.italic) ?? 0) * s.size;
      }
      const distance = pdf > 0 && ours > 0 ? Math.abs(Math.log(pdf / ours)) : 0;
      if (distance < bestDistance) [best, bestDistance] = [family, distance];
    }
    chosen.set(font, best);
  }
  return chosen;
}

/** The spans with their font replaced by the family they are written in. */
export function withWrittenFamilies<T extends { spans: Span[] }>(pages: T[]): T[] {
  const families = chooseFamilies(pages.flatMap((p) => p.spans));
  return pages.map((page) => ({
    ...page,
    spans: page.spans.map((s) => ({ ...s, font: families.get(s.font) ?? s.font })),
  }));
}
