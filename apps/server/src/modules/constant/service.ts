import { inArray } from 'drizzle-orm';
import type { Edition, SiteConstants } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { siteConstants } from './tables.ts';

/** Every constant of an edition by key: its own row wins over the 'all' row. */
export async function selectAllConstants(db: Database, edition: Edition): Promise<SiteConstants> {
  const rows = await db
    .select()
    .from(siteConstants)
    .where(inArray(siteConstants.edition, ['all', edition]));
  const all = new Map<string, string>();
  for (const row of rows) {
    if (row.edition === 'all' && all.has(row.key)) continue;
    all.set(row.key, row.value);
  }
  return Object.fromEntries(all);
}

/** Sets one constant (tests and, later, the operator console). */
export async function putConstant(
  db: Database,
  entry: { key: string; edition?: 'all' | Edition; value: string },
): Promise<void> {
  const edition = entry.edition ?? 'all';
  await db
    .insert(siteConstants)
    .values({ key: entry.key, edition, value: entry.value, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [siteConstants.key, siteConstants.edition],
      set: { value: entry.value, updatedAt: new Date() },
    });
}
