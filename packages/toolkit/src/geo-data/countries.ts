import { AFRICA, ASIA, EUROPE, NORTH_AMERICA, OCEANIA, SOUTH_AMERICA } from './countries-data.ts';
import { ALIASES, NOTES } from './countries-notes.ts';
import type { Lang, Localized } from './localized.ts';

export type { Lang, Localized };
export type Continent = 'africa' | 'asia' | 'europe' | 'northAmerica' | 'southAmerica' | 'oceania';
export const CONTINENTS: readonly Continent[] = [
  'africa',
  'asia',
  'europe',
  'northAmerica',
  'southAmerica',
  'oceania',
];

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: Localized;
  /** The usual capital first; more when a country has several seats (see `note`). */
  capitals: Localized[];
  continent: Continent;
  /** Palestine and the Holy See are UN observer states; all others are members. */
  unObserver: boolean;
  note?: Localized;
  aliases: string[];
  /** False where the capital is disputed: a quiz should not ask for a single "right" answer there. */
  quiz: boolean;
}

const DISPUTED = new Set(['IL', 'PS']);
const OBSERVERS = new Set(['PS', 'VA']);

function parse(table: string, continent: Continent): Country[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [code = '', en = '', zh = '', capEn = '', capZh = ''] = line.split('|');
      const enCaps = capEn.split('/');
      const zhCaps = capZh.split('/');
      if (!code || enCaps.length !== zhCaps.length) throw new Error(`bad country row: ${line}`);
      const note = NOTES[code];
      return {
        code,
        name: { en, zh },
        capitals: enCaps.map((c, i) => ({ en: c, zh: zhCaps[i] as string })),
        continent,
        unObserver: OBSERVERS.has(code),
        ...(note ? { note } : {}),
        aliases: ALIASES[code] ?? [],
        quiz: !DISPUTED.has(code),
      };
    });
}

/** Every sovereign state in the UN (193 members and 2 observers), in table order within each continent. */
export const COUNTRIES: readonly Country[] = [
  ...parse(AFRICA, 'africa'),
  ...parse(ASIA, 'asia'),
  ...parse(EUROPE, 'europe'),
  ...parse(NORTH_AMERICA, 'northAmerica'),
  ...parse(SOUTH_AMERICA, 'southAmerica'),
  ...parse(OCEANIA, 'oceania'),
];

/** "Pretoria / Cape Town / Bloemfontein". */
export const capitalLabel = (country: Country, lang: Lang): string =>
  country.capitals.map((c) => c[lang]).join(' / ');

/** Lower case without accents or punctuation, so "bogota" finds Bogotá and "cote d ivoire" Côte d'Ivoire. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Countries matching a query in either language (name, capital or alias), optionally on one continent.
 * Name matches come first, then capital matches, each in alphabetical order of the display language.
 */
export function searchCountries(
  query: string,
  options: { continent?: Continent | null; lang: Lang },
): Country[] {
  const q = fold(query);
  const pool = COUNTRIES.filter((c) => !options.continent || c.continent === options.continent);
  const rank = (c: Country): number => {
    if (!q) return 0;
    const names = [c.name.en, c.name.zh, ...c.aliases].map(fold);
    if (names.some((n) => n.startsWith(q))) return 0;
    if (names.some((n) => n.includes(q))) return 1;
    if (c.capitals.some((cap) => fold(cap.en).includes(q) || fold(cap.zh).includes(q))) return 2;
    return -1;
  };
  const collator = new Intl.Collator(options.lang === 'zh' ? 'zh-CN' : 'en');
  return pool
    .map((c) => ({ c, r: rank(c) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || collator.compare(a.c.name[options.lang], b.c.name[options.lang]))
    .map((x) => x.c);
}
