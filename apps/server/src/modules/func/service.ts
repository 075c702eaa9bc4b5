import { Code, type FeeRule, type Func, type FuncCategory, type Locale } from '@toolbox/contracts';
import { searchTools } from '@toolbox/catalog';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import {
  findFuncByCode,
  findListedFunc,
  listCategoriesWithListedFuncs,
  listListedFuncs,
  namesOfFuncs,
  type FuncWithCategory,
} from './repository.ts';
import type { FuncCategoryRow, FuncRow } from './tables.ts';

export type { FuncRow } from './tables.ts';

const funcMessages = {
  unknownFunc: { en: 'Function {code} does not exist.', 'zh-CN': '功能 {code} 不存在。' },
} as const;

function presentFunc(row: FuncWithCategory, locale: Locale): Func {
  return {
    code: row.code,
    name: row.names[locale],
    description: row.descriptions[locale],
    names: row.names,
    descriptions: row.descriptions,
    categoryCode: row.categoryCode,
    categoryName: row.categoryNames[locale],
    iconImageBase64: row.iconImageBase64,
    openLevel: row.openLevel,
    price: row.price,
    point: row.point,
    freeCount: row.freeCount,
    freeIntroduction: row.freeIntroduction?.[locale] ?? null,
    wang: row.wang,
    runs: row.runs,
    orderNumber: row.orderNumber,
  };
}

function presentCategory(row: FuncCategoryRow, locale: Locale): FuncCategory {
  return { code: row.code, name: row.names[locale], names: row.names, orderNumber: row.orderNumber };
}

/**
 * A function by code for pricing a use or a result (credits, function use and payment modules),
 * listed or not, or null. `db` may be the caller's transaction.
 */
export function findFunc(db: Database, code: string): Promise<FuncRow | null> {
  return findFuncByCode(db, code);
}

/** The names of functions in the reader's language, by code (unknown codes are left out). */
export async function funcNames(db: Database, codes: string[], locale: Locale): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map();
  const found = await namesOfFuncs(db, wanted);
  return new Map(found.map((f) => [f.code, f.names[locale]]));
}

/** All listed functions, or the one named by `code` (40400 when it is unknown or not listed). */
export async function queryFuncs(db: Database, code: string, locale: Locale): Promise<Func[]> {
  if (!code) return (await listListedFuncs(db)).map((row) => presentFunc(row, locale));
  const row = await findListedFunc(db, code);
  if (!row) throw new AppError(Code.notFound, funcMessages.unknownFunc, { code }, 404);
  return [presentFunc(row, locale)];
}

/** Listed functions matching the keyword in either language, best match first. */
export async function searchFuncs(db: Database, keyword: string, locale: Locale): Promise<Func[]> {
  const rows = await listListedFuncs(db);
  const searchable = rows.map((row) => ({
    code: row.code,
    names: row.names,
    descriptions: row.descriptions,
    keywords: row.keywords,
    row,
  }));
  return searchTools(searchable, keyword).map((hit) => presentFunc(hit.row, locale));
}

/** The charge of every listed function that is not free. */
export async function listFeeRules(db: Database, locale: Locale): Promise<FeeRule[]> {
  const rows = await listListedFuncs(db);
  return rows
    .filter((row) => row.price > 0 || row.point > 0 || row.openLevel === 1 || row.openLevel === 3)
    .map((row) => ({
      code: row.code,
      openLevel: row.openLevel,
      price: row.price,
      point: row.point,
      freeCount: row.freeCount,
      freeIntroduction: row.freeIntroduction?.[locale] ?? null,
    }));
}

/** Categories that hold at least one listed function, in catalog order. */
export async function listFuncCategories(db: Database, locale: Locale): Promise<FuncCategory[]> {
  return (await listCategoriesWithListedFuncs(db)).map((row) => presentCategory(row, locale));
}
