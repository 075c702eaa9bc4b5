import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { findUserByEmail, findUserById, findUserByPhone, type UserRow } from '../user/service.ts';
import { audit, type Actor } from './audit.ts';
import { operatorRoles } from './tables.ts';

/** How the audit log and the console name a user: e-mail, else phone, else Google e-mail, else id. */
export function userName(user: UserRow): string {
  return user.email ?? user.phone ?? user.googleEmail ?? user.id;
}

/** The account an e-mail (any case), phone or user id names, or undefined. */
export async function findAccount(db: Database, who: string): Promise<UserRow | undefined> {
  const key = who.trim();
  if (!key) return undefined;
  return (
    (await findUserByEmail(db, key.toLowerCase())) ??
    (await findUserByPhone(db, key)) ??
    (await findUserById(db, key))
  );
}

/** The operator role of a user, or undefined when they hold none. */
export async function roleOf(db: Database, userId: string) {
  const [row] = await db.select().from(operatorRoles).where(eq(operatorRoles.userId, userId));
  return row;
}

export type RoleChange = 'granted' | 'already' | 'revoked' | 'none' | 'no-such-user';

/** Grants the operator role (command line only), audited. */
export async function grantOperator(db: Database, who: string, actor: Actor, now: Date): Promise<RoleChange> {
  const user = await findAccount(db, who);
  if (!user) return 'no-such-user';
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(operatorRoles)
      .values({ userId: user.id, grantedAt: now, grantedBy: actor.name })
      .onConflictDoNothing()
      .returning({ userId: operatorRoles.userId });
    if (added.length === 0) return 'already';
    await audit(
      tx,
      actor,
      { action: 'role.grant', target: userName(user), before: null, after: { operator: true } },
      now,
    );
    return 'granted';
  });
}

/** Takes the operator role away (command line only), audited; their next operator call answers 403. */
export async function revokeOperator(
  db: Database,
  who: string,
  actor: Actor,
  now: Date,
): Promise<RoleChange> {
  const user = await findAccount(db, who);
  if (!user) return 'no-such-user';
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(operatorRoles)
      .where(eq(operatorRoles.userId, user.id))
      .returning({ grantedAt: operatorRoles.grantedAt });
    if (removed.length === 0) return 'none';
    const before = { operator: true, grantedAt: removed[0]!.grantedAt.toISOString() };
    await audit(
      tx,
      actor,
      { action: 'role.revoke', target: userName(user), before, after: { operator: false } },
      now,
    );
    return 'revoked';
  });
}

/** Everyone holding the role, for `npm run operator -- list`. */
export async function listOperators(db: Database) {
  const rows = await db.select().from(operatorRoles).orderBy(operatorRoles.grantedAt);
  const found = await Promise.all(
    rows.map(async (r) => ({ role: r, user: await findUserById(db, r.userId) })),
  );
  return found.map(({ role, user }) => ({
    name: user ? userName(user) : role.userId,
    userId: role.userId,
    grantedAt: role.grantedAt,
    grantedBy: role.grantedBy,
  }));
}
