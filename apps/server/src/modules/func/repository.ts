import { asc, eq, exists, and, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dropCached } from '../../db/cached-read.ts';
import type { Database } from '../../db/open.ts';
import { funcCategories, funcs, type FuncCategoryRow, type FuncRow } from './tables.ts';

/** A function row with its category's names, as the presenters need it. */
export type FuncWithCategory = FuncRow & { categoryNames: FuncCategoryRow['names'] };

/** A function by code, listed or not (its price and level stay readable for history), or null. */
export async function findFuncByCode(db: Database, code: string): Promise<FuncRow | null> {
  const [row] = await db.select().from(funcs).where(eq(funcs.code, code));
  return row ?? null;
}

/** The names of the functions with these codes (unknown codes have no row). */
export function namesOfFuncs(db: Database, codes: string[]) {
  return db.select({ code: funcs.code, names: funcs.names }).from(funcs).where(inArray(funcs.code, codes));
}

/** Categories holding at least one listed function, in catalog order. */
export async function listCategoriesWithListedFuncs(db: Database): Promise<FuncCategoryRow[]> {
  const listed = db
    .select({ one: sql`1` })
    .from(funcs)
    .where(and(eq(funcs.categoryCode, funcCategories.code), eq(funcs.built, true)));
  return db
    .select()
    .from(funcCategories)
    .where(exists(listed))
    .orderBy(asc(funcCategories.orderNumber), asc(funcCategories.code));
}

/** `excluded.<column>` of an upsert: the value the insert tried to write. */
function excluded(column: PgColumn): SQL {
  return sql.raw(`excluded."${column.name}"`);
}

export type CategoryInput = typeof funcCategories.$inferInsert;
/** The columns the catalog owns; the seed rewrites them on every start. */
const catalogColumns = [
  'categoryCode',
  'names',
  'descriptions',
  'keywords',
  'openLevel',
  'price',
  'point',
  'freeCount',
  'wang',
  'runs',
  'built',
  'orderNumber',
] as const;

export type FuncInput = Required<Pick<typeof funcs.$inferInsert, 'code' | (typeof catalogColumns)[number]>>;

/** JSON with object keys sorted (jsonb gives keys back in its own order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * True when the database already holds exactly this catalog (every category and function with
 * the same catalog-owned columns, and no other function listed): a restart then writes nothing.
 */
export async function catalogUpToDate(db: Database, categories: CategoryInput[], items: FuncInput[]) {
  const [categoryRows, funcRows] = await Promise.all([
    db
      .select({
        code: funcCategories.code,
        names: funcCategories.names,
        orderNumber: funcCategories.orderNumber,
      })
      .from(funcCategories),
    db.select().from(funcs),
  ]);
  const storedCategories = new Map(categoryRows.map((c) => [c.code, canonical(c)]));
  if (
    categories.some(
      (c) =>
        storedCategories.get(c.code) !==
        canonical({ code: c.code, names: c.names, orderNumber: c.orderNumber }),
    )
  ) {
    return false;
  }
  const pick = (row: Record<string, unknown>) =>
    canonical(Object.fromEntries(['code', ...catalogColumns].map((key) => [key, row[key]])));
  const stored = new Map(funcRows.map((f) => [f.code, f]));
  if (items.some((item) => !stored.has(item.code) || pick(stored.get(item.code)!) !== pick(item)))
    return false;
  const codes = new Set(items.map((i) => i.code));
  return !funcRows.some((f) => f.built && !codes.has(f.code));
}

/**
 * Writes the catalog: inserts new rows, rewrites catalog-owned columns of existing ones, and
 * unlists functions the catalog no longer has (rows stay, for history that references them).
 * Operator-owned columns (icon, free introduction) are left alone.
 */
export async function upsertCatalog(db: Database, categories: CategoryInput[], items: FuncInput[]) {
  await db.transaction(async (tx) => {
    if (categories.length > 0) {
      await tx
        .insert(funcCategories)
        .values(categories)
        .onConflictDoUpdate({
          target: funcCategories.code,
          set: {
            names: excluded(funcCategories.names),
            orderNumber: excluded(funcCategories.orderNumber),
            updatedAt: sql`now()`,
          },
        });
    }
    if (items.length > 0) {
      const set: Record<string, SQL> = { updatedAt: sql`now()` };
      for (const key of catalogColumns) set[key] = excluded(funcs[key]);
      await tx.insert(funcs).values(items).onConflictDoUpdate({ target: funcs.code, set });
    }
    const codes = items.map((i) => i.code);
    await tx
      .update(funcs)
      .set({ built: false, updatedAt: sql`now()` })
      .where(
        codes.length > 0 ? and(eq(funcs.built, true), notInArray(funcs.code, codes)) : eq(funcs.built, true),
      );
  });
  dropCached(db, ['func', 'func_category']);
}
