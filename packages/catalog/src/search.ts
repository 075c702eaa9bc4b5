import type { Locale } from './types.ts';

/** What the search looks at for one tool. */
export interface Searchable {
  code: string;
  names: Partial<Record<Locale, string>>;
  descriptions?: Partial<Record<Locale, string>>;
  keywords?: Partial<Record<Locale, string[]>>;
}

/**
 * The spec's rule for search text: trimmed, whitespace runs collapsed, words joined by commas.
 * Returns the words, lower-cased.
 */
export function normalizeSearchText(text: string): string[] {
  const collapsed = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!collapsed) return [];
  return collapsed
    .split(/[ ,，]+/)
    .map((w) => w.trim())
    .filter(Boolean);
}

function haystackOf(item: Searchable): string {
  const parts: string[] = [item.code.replace(/_/g, ' ')];
  for (const v of Object.values(item.names)) if (v) parts.push(v);
  for (const v of Object.values(item.descriptions ?? {})) if (v) parts.push(v);
  for (const list of Object.values(item.keywords ?? {})) if (list) parts.push(...list);
  return parts.join(' \u0001 ').toLowerCase();
}

function pairsOf(word: string): string[] {
  const chars = Array.from(word);
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i]! + chars[i + 1]!);
  return pairs;
}

/**
 * Scores one item against the query words: a whole-word hit counts most (more when it is in the
 * name), then each adjacent character pair that occurs counts one. Zero means no match.
 */
export function scoreSearch(item: Searchable, words: string[]): number {
  const hay = haystackOf(item);
  const nameHay = Object.values(item.names).join(' ').toLowerCase();
  let score = 0;
  for (const word of words) {
    if (hay.includes(word)) {
      score += 100 * Array.from(word).length;
      if (nameHay.includes(word)) score += 50;
      continue;
    }
    for (const pair of pairsOf(word)) if (hay.includes(pair)) score += 1;
  }
  return score;
}

/** Ranks items by match count (best first, catalog order on ties); non-matching items are dropped. */
export function searchTools<T extends Searchable>(items: readonly T[], text: string): T[] {
  const words = normalizeSearchText(text);
  if (words.length === 0) return [];
  return items
    .map((item, index) => ({ item, index, score: scoreSearch(item, words) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.item);
}
