import { ZH_KEYWORDS } from './zh-keywords.ts';

/** Icon name → its tags, as shipped by the icon set. */
export type IconIndex = Record<string, readonly string[]>;

/** English terms for a query: its own words plus the translations of Chinese words in it. */
export function queryTerms(query: string): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const terms = new Set(q.split(/[\s,，、]+/).filter((w) => w && !/\p{Script=Han}/u.test(w)));
  // Longest Chinese words first so "用户组" wins over "用户".
  let rest = q;
  for (const word of Object.keys(ZH_KEYWORDS).sort((a, b) => b.length - a.length)) {
    if (!rest.includes(word)) continue;
    for (const en of ZH_KEYWORDS[word]!) terms.add(en);
    rest = rest.split(word).join(' ');
  }
  return [...terms];
}

function score(name: string, tags: readonly string[], term: string): number {
  if (name === term) return 100;
  if (name.startsWith(term)) return 60;
  if (name.split('-').includes(term)) return 50;
  if (name.includes(term)) return 30;
  if (tags.some((t) => t === term)) return 25;
  if (tags.some((t) => t.startsWith(term))) return 15;
  if (tags.some((t) => t.includes(term))) return 8;
  return 0;
}

/**
 * Icon names matching a query, best first. An icon matches when any term matches its name or
 * tags; the score adds up per term, so icons matching more words rank higher.
 */
export function searchIcons(index: IconIndex, query: string): string[] {
  const terms = queryTerms(query);
  const names = Object.keys(index);
  if (terms.length === 0) return names;
  const hits: Array<[string, number]> = [];
  for (const name of names) {
    const tags = index[name]!;
    let total = 0;
    // Earlier terms weigh a little more: a translation lists its best English word first.
    terms.forEach((term, i) => (total += score(name, tags, term) * (1 - Math.min(i, 5) * 0.05)));
    if (total > 0) hits.push([name, total]);
  }
  return hits
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .map(([n]) => n);
}
