import type { Func, FuncCategory, Locale } from '@toolbox/contracts';
import type { Searchable } from '@toolbox/catalog';
import { funcApi } from '../api/func-api.ts';
import { createResource } from './resource.ts';

/** Function list: cached 600 s (spec section 9). Desktop-only tools live under /desktop-func/, not here. */
export const functionsResource = createResource(
  async () => (await funcApi.functions()).filter((f) => f.runs !== 'desktop'),
  600_000,
);

/** Category list: cached 60 s (spec section 9). */
export const categoriesResource = createResource(async () => {
  const list = await funcApi.categories();
  return [...list].sort((a, b) => a.orderNumber - b.orderNumber);
}, 60_000);

/** A name or description in the current language, falling back to the server's own text. */
export function localized(
  map: Partial<Record<Locale, string>> | undefined,
  locale: Locale,
  fallback: string,
) {
  return map?.[locale] || fallback;
}

export function funcName(func: Func, locale: Locale): string {
  return localized(func.names, locale, func.name);
}

export function funcDescription(func: Func, locale: Locale): string {
  return localized(func.descriptions, locale, func.description);
}

export function categoryName(category: FuncCategory, locale: Locale): string {
  return localized(category.names, locale, category.name);
}

/** Functions sorted for display: by their order number, catalog order on ties. */
export function sortFunctions(list: readonly Func[]): Func[] {
  return [...list].sort((a, b) => a.orderNumber - b.orderNumber);
}

/**
 * The functions to offer in lists (home, menu, search): without those the server marks
 * `unavailable` (an operator setting they need is missing; their pages still open and say so).
 */
export function offeredFunctions(list: readonly Func[]): Func[] {
  return list.filter((f) => !f.unavailable);
}

/** Listed functions of one category. */
export function functionsOf(list: readonly Func[], categoryCode: string): Func[] {
  return sortFunctions(offeredFunctions(list).filter((f) => f.categoryCode === categoryCode));
}

/** Categories that have at least one listed function (empty ones are not worth a tab). */
export function nonEmptyCategories(
  categories: readonly FuncCategory[],
  list: readonly Func[],
): FuncCategory[] {
  const used = new Set(offeredFunctions(list).map((f) => f.categoryCode));
  return categories.filter((c) => used.has(c.code));
}

/** Ranks listed functions for a search text (the catalog's rule), best first. */
export type FuncSearch = (list: readonly Func[], text: string) => Func[];

let searchLoader: Promise<FuncSearch> | null = null;

/**
 * The catalog's `searchTools` plus its synonyms (keywords), loaded on first use: the catalog holds
 * every tool's texts, which the home page does not need, so it stays out of the first chunk.
 */
export function loadFuncSearch(): Promise<FuncSearch> {
  searchLoader ??= import('@toolbox/catalog').then(({ searchTools, tools }) => {
    const keywordsByCode = new Map(tools.map((t) => [t.code, t.keywords]));
    const searchableOf = (func: Func): Searchable & { func: Func } => ({
      code: func.code,
      names: func.names,
      descriptions: func.descriptions,
      keywords: keywordsByCode.get(func.code),
      func,
    });
    return (list, text) => searchTools(offeredFunctions(list).map(searchableOf), text).map((s) => s.func);
  });
  searchLoader.catch(() => {
    searchLoader = null; // a failed chunk load is tried again next time
  });
  return searchLoader;
}
