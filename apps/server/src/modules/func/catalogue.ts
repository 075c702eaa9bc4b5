import { eq, asc } from 'drizzle-orm';
import type { Locale } from '@toolbox/contracts';
import { cachedRead } from '../../db/cached-read.ts';
import type { Database } from '../../db/open.ts';
import { listCategoriesWithListedFuncs, type FuncWithCategory } from './repository.ts';
import { funcCategories, funcs, type FuncCategoryRow, type FuncRow } from './tables.ts';

/**
 * The whole catalogue as read at one moment: every function (listed or not) by code, the listed
 * ones in catalogue order, the categories holding listed functions, and a per-snapshot memo for
 * what is derived from them (presented lists, serialized answers), dropped with the snapshot.
 */
export interface Catalogue {
  byCode: ReadonlyMap<string, FuncWithCategory>;
  listed: readonly FuncWithCategory[];
  categories: readonly FuncCategoryRow[];
  /** `make()` once per key for this snapshot. */
  memo<T>(key: string, make: () => T): T;
}

async function loadCatalogue(db: Database): Promise<Catalogue> {
  const [rows, categories] = await Promise.all([
    db
      .select({ func: funcs, categoryNames: funcCategories.names })
      .from(funcs)
      .innerJoin(funcCategories, eq(funcs.categoryCode, funcCategories.code))
      .orderBy(asc(funcs.orderNumber), asc(funcs.code)),
    listCategoriesWithListedFuncs(db),
  ]);
  const all: FuncWithCategory[] = rows.map((r) => ({ ...r.func, categoryNames: r.categoryNames }));
  const memo = new Map<string, unknown>();
  return {
    byCode: new Map(all.map((f) => [f.code, f])),
    listed: all.filter((f) => f.built),
    categories,
    memo<T>(key: string, make: () => T): T {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key) as T;
    },
  };
}

/**
 * The catalogue, from memory until an operator (or the start's seed) changes `func` or
 * `func_category` in any process. Inside a transaction it is read from the database.
 */
export function catalogue(db: Database): Promise<Catalogue> {
  return cachedRead(db, 'func:catalogue', ['func', 'func_category'], loadCatalogue);
}

/** A function by code, listed or not, or null (from the catalogue). */
export async function catalogueFunc(db: Database, code: string): Promise<FuncRow | null> {
  return (await catalogue(db)).byCode.get(code) ?? null;
}

/** A memo key per reader language. */
export const perLocale = (name: string, locale: Locale) => `${name}:${locale}`;
