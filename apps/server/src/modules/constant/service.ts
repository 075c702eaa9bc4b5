import type { Edition, SiteConstants } from '@toolbox/contracts';
import { cachedRead, dropCached } from '../../db/cached-read.ts';
import type { Database } from '../../db/open.ts';
import { siteConstants } from './tables.ts';

async function loadConstants(db: Database, edition: Edition): Promise<SiteConstants> {
  const rows = await db.select().from(siteConstants);
  const all = new Map<string, string>();
  for (const row of rows) {
    if (row.edition !== 'all' && row.edition !== edition) continue;
    if (row.edition === 'all' && all.has(row.key)) continue;
    all.set(row.key, row.value);
  }
  return Object.fromEntries(all);
}

/**
 * Every constant of an edition by key (its own row wins over the 'all' row), from memory until
 * the table changes in any process.
 */
export function selectAllConstants(db: Database, edition: Edition): Promise<SiteConstants> {
  return cachedRead(db, `constant:${edition}`, ['site_constant'], (d) => loadConstants(d, edition));
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
  dropCached(db, ['site_constant']);
}
