import { Code, type FeeRule, type Func, type FuncCategory, type Locale } from '@toolbox/contracts';
import { searchTools } from '@toolbox/catalog';
import { servesFromMemory } from '../../db/cached-read.ts';
import type { Database } from '../../db/open.ts';
import type { PreparedJson } from '../../http/compress.ts';
import { preparedAnswer } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { catalogue, perLocale, type Catalogue } from './catalogue.ts';
import { findFuncByCode, namesOfFuncs, type FuncWithCategory } from './repository.ts';
import type { FuncCategoryRow, FuncRow } from './tables.ts';

export type { FuncRow } from './tables.ts';

const funcMessages = {
  unknownFunc: { en: 'Function {code} does not exist.', 'zh-CN': '功能 {code} 不存在。' },
} as const;

/** Codes this server lists but cannot run (an operator setting is missing: no AI provider, say). */
export type Unavailable = ReadonlySet<string>;
const allAvailable: Unavailable = new Set();
/** The memo key part of an unavailable set (the set is fixed per server; tests build several). */
const tagOf = (unavailable: Unavailable) =>
  unavailable.size ? `:u=${[...unavailable].sort().join(',')}` : '';

function presentFunc(row: FuncWithCategory, locale: Locale, unavailable: Unavailable = allAvailable): Func {
  return {
    ...(unavailable.has(row.code) ? { unavailable: true } : {}),
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
export async function findFunc(db: Database, code: string): Promise<FuncRow | null> {
  if (!servesFromMemory(db)) return findFuncByCode(db, code);
  return (await catalogue(db)).byCode.get(code) ?? null;
}

/** The names of functions in the reader's language, by code (unknown codes are left out). */
export async function funcNames(db: Database, codes: string[], locale: Locale): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map();
  if (!servesFromMemory(db)) {
    const found = await namesOfFuncs(db, wanted);
    return new Map(found.map((f) => [f.code, f.names[locale]]));
  }
  const { byCode } = await catalogue(db);
  return new Map(
    wanted.flatMap((code) => (byCode.has(code) ? [[code, byCode.get(code)!.names[locale]]] : [])),
  );
}

const presented = (cat: Catalogue, locale: Locale, unavailable: Unavailable) =>
  cat.memo(perLocale(`funcs${tagOf(unavailable)}`, locale), () =>
    cat.listed.map((row) => presentFunc(row, locale, unavailable)),
  );

/**
 * All listed functions, or the one named by `code` (40400 when it is unknown or not listed).
 * Those in `unavailable` carry `unavailable: true` (the web leaves them out of its lists).
 */
export async function queryFuncs(
  db: Database,
  code: string,
  locale: Locale,
  unavailable: Unavailable = allAvailable,
): Promise<Func[]> {
  return (await queryFuncsAnswer(db, code, locale, unavailable)).value;
}

/** `queryFuncs` as its answer: the whole list is made (and coded) once per catalogue and language. */
export async function queryFuncsAnswer(
  db: Database,
  code: string,
  locale: Locale,
  unavailable: Unavailable = allAvailable,
): Promise<PreparedJson<Func[]>> {
  const cat = await catalogue(db);
  const tag = tagOf(unavailable);
  if (!code)
    return cat.memo(perLocale(`funcs-answer${tag}`, locale), () =>
      preparedAnswer(presented(cat, locale, unavailable)),
    );
  const row = cat.byCode.get(code);
  if (!row?.built) throw new AppError(Code.notFound, funcMessages.unknownFunc, { code }, 404);
  return cat.memo(perLocale(`func-answer:${code}${tag}`, locale), () =>
    preparedAnswer([presentFunc(row, locale, unavailable)]),
  );
}

/** Listed functions matching the keyword in either language, best match first. */
export async function searchFuncs(db: Database, keyword: string, locale: Locale): Promise<Func[]> {
  const cat = await catalogue(db);
  const searchable = cat.memo('searchable', () =>
    cat.listed.map((row) => ({
      code: row.code,
      names: row.names,
      descriptions: row.descriptions,
      keywords: row.keywords,
      row,
    })),
  );
  return searchTools(searchable, keyword).map((hit) => presentFunc(hit.row, locale));
}

/** Search answers kept per catalogue snapshot (then the memo starts again). */
const SEARCH_MEMO_KEYS = 500;

/** `searchFuncs` as its answer, kept per keyword and language for the catalogue snapshot. */
export async function searchFuncsAnswer(
  db: Database,
  keyword: string,
  locale: Locale,
): Promise<PreparedJson<Func[]>> {
  const cat = await catalogue(db);
  const answers = cat.memo('search-answers', () => new Map<string, PreparedJson<Func[]>>());
  const key = `${locale}\u0000${keyword}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = preparedAnswer(await searchFuncs(db, keyword, locale));
    if (answers.size >= SEARCH_MEMO_KEYS) answers.clear();
    answers.set(key, answer);
  }
  return answer;
}

/** The charge of every listed function that is not free. */
export async function listFeeRules(db: Database, locale: Locale): Promise<PreparedJson<FeeRule[]>> {
  const cat = await catalogue(db);
  return cat.memo(perLocale('fee-rules', locale), () =>
    preparedAnswer(
      cat.listed
        .filter((row) => row.price > 0 || row.point > 0 || row.openLevel === 1 || row.openLevel === 3)
        .map((row) => ({
          code: row.code,
          openLevel: row.openLevel,
          price: row.price,
          point: row.point,
          freeCount: row.freeCount,
          freeIntroduction: row.freeIntroduction?.[locale] ?? null,
        })),
    ),
  );
}

/** Categories that hold at least one listed function, in catalog order. */
export async function listFuncCategories(
  db: Database,
  locale: Locale,
): Promise<PreparedJson<FuncCategory[]>> {
  const cat = await catalogue(db);
  return cat.memo(perLocale('categories', locale), () =>
    preparedAnswer(cat.categories.map((row) => presentCategory(row, locale))),
  );
}
