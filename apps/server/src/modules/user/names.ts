import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { users } from './tables.ts';

/** How lists name accounts (e-mail, else phone, else Google e-mail, else id), by user id. */
export async function accountNames(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const names = new Map<string, string>();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .select({ id: users.id, email: users.email, phone: users.phone, googleEmail: users.googleEmail })
      .from(users)
      .where(inArray(users.id, unique.slice(i, i + 1000)));
    for (const r of rows) names.set(r.id, r.email ?? r.phone ?? r.googleEmail ?? r.id);
  }
  return names;
}
