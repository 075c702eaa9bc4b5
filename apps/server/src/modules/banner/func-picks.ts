import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { adItems } from './tables.ts';

type ItemEdition = 'all' | 'cn' | 'intl';

/**
 * The tools of a recommendation list (`func_recommend`, `func_wang`) among items of these editions,
 * enabled, in list order, each once: what the operator console shows and replaces.
 */
export async function funcPicks(db: Database, listCode: string, editions: ItemEdition[]): Promise<string[]> {
  const rows = await db
    .select({ code: adItems.funcCode })
    .from(adItems)
    .where(
      and(
        eq(adItems.listCode, listCode),
        inArray(adItems.edition, editions),
        eq(adItems.enabled, true),
        isNotNull(adItems.funcCode),
      ),
    )
    .orderBy(asc(adItems.orderNumber), asc(adItems.id));
  return [...new Set(rows.map((r) => r.code!))];
}

/**
 * Replaces the tool items of a list among these editions by `codes`, in order, as items of every
 * edition ('all'). The lists are served from memory and dropped by the change feed.
 */
export async function replaceFuncPicks(
  tx: Database,
  listCode: string,
  editions: ItemEdition[],
  codes: string[],
  now: Date,
): Promise<void> {
  await tx
    .delete(adItems)
    .where(
      and(eq(adItems.listCode, listCode), inArray(adItems.edition, editions), isNotNull(adItems.funcCode)),
    );
  if (codes.length === 0) return;
  await tx.insert(adItems).values(
    codes.map((code, index) => ({
      listCode,
      edition: 'all' as const,
      orderNumber: index + 1,
      funcCode: code,
      updatedAt: now,
    })),
  );
}
