import type { Locale } from './types.ts';

/** What the search looks at for one tool. */
export interface Searchable {
  code: string;
  names: Partial<Record<Locale, string>>;
  descriptions?: Partial<Record<Locale, string>>;
  keywords?: Partial<Record<Locale, string[]>>;
}

/**
 * The share of the query's character pairs a tool must match to be listed. Below it a word like
 * "xylophone" would list any tool that happens to hold "ph", "on" and "ne" somewhere.
 */
export const MIN_MATCH_SHARE = 0.6;

/** Words people add to a search that say nothing about the tool ("free online PDF merge"). */
const FILLER_WORDS = new Set(['online', 'free', 'tool', 'tools', 'app', 'the', 'a', 'an', 'my']);
const FILLER_CJK = /在线|免费|工具|软件|网页版|一键|怎么|如何/g;

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

/** The words that carry meaning; filler is dropped unless nothing else is left. */
function meaningfulWords(words: string[]): string[] {
  const kept = words
    .filter((w) => !FILLER_WORDS.has(w))
    .map((w) => w.replace(FILLER_CJK, ''))
    .filter(Boolean);
  return kept.length > 0 ? kept : words;
}

/** One searchable text of a tool and how much a hit in it weighs: names, then keywords, then descriptions. */
interface Field {
  text: string;
  weight: number;
  /** The text cut at spaces and punctuation: character pairs must meet inside one term. */
  terms: string[];
}

function fieldsOf(item: Searchable): Field[] {
  const field = (text: string, weight: number): Field => {
    const lower = text.toLowerCase();
    return { text: lower, weight, terms: lower.split(/[\s\p{P}]+/u).filter(Boolean) };
  };
  const fields = [field(item.code.replace(/_/g, ' '), 2)];
  for (const v of Object.values(item.names)) if (v) fields.push(field(v, 3));
  for (const list of Object.values(item.keywords ?? {})) for (const k of list ?? []) fields.push(field(k, 2));
  for (const v of Object.values(item.descriptions ?? {})) if (v) fields.push(field(v, 1));
  return fields;
}

/** The distinct adjacent character pairs of a word ("pinyin" has "in" once). */
function pairsOf(word: string): string[] {
  const chars = Array.from(word);
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) pairs.add(chars[i]! + chars[i + 1]!);
  return [...pairs];
}

const LATIN_OR_DIGIT = /[a-z0-9]/;

/**
 * Where `word` stands in `text`: 1 as a word of its own, 0.75 at the start of a longer word
 * ("compres" typed so far), 0 inside one ("word" in "password"). Chinese has no spaces, so the
 * edges are checked only where the word begins or ends with a letter or digit.
 */
function wholeHit(text: string, word: string): number {
  const latinStart = LATIN_OR_DIGIT.test(word[0] ?? '');
  const latinEnd = LATIN_OR_DIGIT.test(word[word.length - 1] ?? '');
  let best = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (latinStart && LATIN_OR_DIGIT.test(text[at - 1] ?? ' ')) continue;
    best = Math.max(best, latinEnd && LATIN_OR_DIGIT.test(text[at + word.length] ?? ' ') ? 0.75 : 1);
  }
  return best;
}

/** How one query word fares against a tool: its size in pairs, how many matched, and a score. */
interface WordMatch {
  size: number;
  matched: number;
  score: number;
}

function matchWord(word: string, fields: Field[]): WordMatch {
  const pairs = pairsOf(word);
  const size = Math.max(1, pairs.length);
  // Whole text first: worth ten pair hits per pair, by the field it stands in and how it stands.
  let whole = 0;
  for (const f of fields) whole = Math.max(whole, 10 * size * f.weight * wholeHit(f.text, word));
  if (whole > 0) return { size, matched: size, score: whole };
  // Then adjacent character pairs, counted inside the one term that holds most of them. Letter
  // pairs mean little on their own, so a Latin word is compared with terms of its first letter.
  const latin = /^[a-z0-9]+$/.test(word);
  let best = 0;
  for (const f of fields) {
    for (const term of f.terms) {
      if (latin && term[0] !== word[0]) continue;
      best = Math.max(best, pairs.filter((p) => term.includes(p)).length);
    }
  }
  return { size, matched: best, score: best };
}

/** How a tool fares against the whole query. */
export interface SearchRating {
  /** Higher is better; whole-word and name hits weigh most. */
  score: number;
  /** The share of the query's character pairs matched (a whole-text hit matches all of a word's). */
  share: number;
  /** Every word matched at least {@link MIN_MATCH_SHARE} of its own pairs. */
  everyWord: boolean;
}

/** Rates one item against the query words (already normalized). */
export function rateSearch(item: Searchable, words: string[]): SearchRating {
  const fields = fieldsOf(item);
  let size = 0;
  let matched = 0;
  let score = 0;
  let everyWord = true;
  for (const word of words) {
    const m = matchWord(word, fields);
    size += m.size;
    matched += m.matched;
    score += m.score;
    if (m.matched / m.size < MIN_MATCH_SHARE) everyWord = false;
  }
  // The spec's "whole text": the query as typed, spaces and all, inside one field comes first.
  const phrase = words.join(' ');
  if (words.length > 1 && fields.some((f) => wholeHit(f.text, phrase) > 0)) score *= 2;
  return { score, share: size > 0 ? matched / size : 0, everyWord };
}

/**
 * Ranks items by match, best first (catalog order on ties). An item must match at least
 * {@link MIN_MATCH_SHARE} of the query's character pairs; when some items match every word of the
 * query, only those are listed ("compress pdf" lists PDF compression, not every PDF tool).
 */
export function searchTools<T extends Searchable>(items: readonly T[], text: string): T[] {
  const words = meaningfulWords(normalizeSearchText(text));
  if (words.length === 0) return [];
  const rated = items
    .map((item, index) => ({ item, index, ...rateSearch(item, words) }))
    .filter((r) => r.share >= MIN_MATCH_SHARE);
  const complete = rated.some((r) => r.everyWord);
  return rated
    .filter((r) => r.everyWord || !complete)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.item);
}
