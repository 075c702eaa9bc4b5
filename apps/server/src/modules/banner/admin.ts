import { asc, eq, notInArray } from 'drizzle-orm';
import { adListCodes } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { adItems, type AdItemRow } from './tables.ts';

/**
 * The banner lists' rows for the operator console (every row, enabled or not, any edition, any
 * dates). The recommendation and mascot lists are edited as picks (operator/tools.ts), not here.
 */
export const PICK_LISTS: readonly string[] = [adListCodes.recommend, adListCodes.mascot];

export type BannerRow = AdItemRow;
type Localized = AdItemRow['title'];

export interface BannerFields {
  listCode: string;
  edition: 'all' | 'cn' | 'intl';
  orderNumber: number;
  url: string;
  icon: string;
  title: Localized;
  text: Localized;
  secText: Localized;
  enabled: boolean;
  startAt: Date | null;
  endAt: Date | null;
}

export function listBannerRows(db: Database): Promise<BannerRow[]> {
  return db
    .select()
    .from(adItems)
    .where(notInArray(adItems.listCode, [...PICK_LISTS]))
    .orderBy(asc(adItems.listCode), asc(adItems.orderNumber), asc(adItems.id));
}

export async function findBannerRow(db: Database, id: number): Promise<BannerRow | null> {
  const [row] = await db.select().from(adItems).where(eq(adItems.id, id));
  return row && !PICK_LISTS.includes(row.listCode) ? row : null;
}

/** Adds an item (no id) or changes one; answers the row as stored. */
export async function writeBannerRow(
  db: Database,
  id: number | undefined,
  fields: BannerFields,
  now: Date,
): Promise<BannerRow> {
  if (id === undefined) {
    const [row] = await db
      .insert(adItems)
      .values({ ...fields, updatedAt: now })
      .returning();
    return row!;
  }
  const [row] = await db
    .update(adItems)
    .set({ ...fields, updatedAt: now })
    .where(eq(adItems.id, id))
    .returning();
  return row!;
}

export async function deleteBannerRow(db: Database, id: number): Promise<void> {
  await db.delete(adItems).where(eq(adItems.id, id));
}
