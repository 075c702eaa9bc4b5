import { eq } from 'drizzle-orm';
import type { UserSettings } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { userSettings } from './tables.ts';

export async function readSettings(db: Database, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return { hideDeductConfirm: row?.hideDeductConfirm ?? false, autoDeduct: row?.autoDeduct ?? false };
}

/** Saves the switches given (others keep their value). */
export async function saveSettings(
  db: Database,
  userId: string,
  input: Partial<UserSettings>,
  now: Date,
): Promise<UserSettings> {
  const next = { ...(await readSettings(db, userId)), ...input };
  await db
    .insert(userSettings)
    .values({ userId, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...next, updatedAt: now } });
  return next;
}
