import { SYMBOL_TABLE } from './symbols-data.ts';

/** A symbol with its names in both languages. */
export interface SymbolEntry {
  char: string;
  en: string;
  zh: string;
  category: string;
}

/** The categories in display order, with their symbols. */
export const SYMBOL_CATEGORIES: Array<{ id: string; symbols: SymbolEntry[] }> = SYMBOL_TABLE.map(
  ([id, lines]) => ({
    id,
    symbols: lines.split('\n').map((line) => {
      const [char = '', en = '', zh = ''] = line.split('|');
      return { char, en, zh, category: id };
    }),
  }),
);

const ALL = SYMBOL_CATEGORIES.flatMap((c) => c.symbols);

/** Symbols whose name (English or Chinese), category name or character matches every word of `query`. */
export function searchSymbols(query: string, categoryNames: Record<string, string> = {}): SymbolEntry[] {
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const seen = new Set<string>();
  const scored: Array<[number, SymbolEntry]> = [];
  for (const entry of ALL) {
    const haystack =
      `${entry.en} ${entry.zh} ${categoryNames[entry.category] ?? ''} ${entry.category}`.toLowerCase();
    if (!terms.every((term) => haystack.includes(term) || entry.char === term)) continue;
    if (seen.has(entry.char)) continue; // a symbol listed in two categories shows once
    seen.add(entry.char);
    // Exact character, then names starting with the query, then the rest.
    const name = `${entry.en} ${entry.zh}`.toLowerCase();
    const score =
      entry.char === query.trim() ? 0 : name.startsWith(terms[0]!) || entry.zh.startsWith(terms[0]!) ? 1 : 2;
    scored.push([score, entry]);
  }
  return scored.sort((a, b) => a[0] - b[0]).map(([, entry]) => entry);
}
