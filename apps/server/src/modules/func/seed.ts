import { categories as catalogCategories, tools as catalogTools } from '@toolbox/catalog';
import type { CategoryDef, ToolDef } from '@toolbox/catalog';
import type { Database } from '../../db/open.ts';
import { readFuncOverrides, withOverride } from '../operator/overrides.ts';
import { catalogUpToDate, upsertCatalog, type FuncInput } from './repository.ts';

/** Upserts every catalog category and tool; run on every start, so catalog edits reach the database. */
export async function seedCatalog(
  db: Database,
  catalog: { tools: readonly ToolDef[]; categories: readonly CategoryDef[] } = {
    tools: catalogTools,
    categories: catalogCategories,
  },
): Promise<{ tools: number; categories: number; unchanged: boolean }> {
  const categoryRows = catalog.categories.map((c, index) => ({
    code: c.code,
    names: c.name,
    orderNumber: index + 1,
  }));
  // An operator's changes (modules/operator) stay over the catalogue's values across restarts.
  const overrides = await readFuncOverrides(db);
  const funcRows: FuncInput[] = catalog.tools.map((t, index) =>
    withOverride(
      {
        code: t.code,
        categoryCode: t.category,
        names: t.name,
        descriptions: t.description,
        keywords: t.keywords ?? {},
        openLevel: t.openLevel,
        price: t.price,
        point: t.point,
        freeCount: t.freeCount,
        wang: t.wang,
        runs: t.runs,
        built: t.built,
        orderNumber: index + 1,
      },
      overrides.get(t.code),
    ),
  );
  // A restart with the same catalog reads it and writes nothing (no rows rewritten, no cache dropped).
  const unchanged = await catalogUpToDate(db, categoryRows, funcRows);
  if (!unchanged) await upsertCatalog(db, categoryRows, funcRows);
  return { tools: funcRows.length, categories: categoryRows.length, unchanged };
}
