import type { Edition, Locale, OpUser, OpUserDetail } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { findAccount as findCreditAccount, userAccountId } from '../credits/ledger.ts';
import { operatorAdjustCredits } from '../credits/operator-adjust.ts';
import { pageEntries, presentEntries } from '../credits/records.ts';
import { listLiveSessions, revokeUserSessions } from '../session/service.ts';
import { findUserById, findUserByIdCode, type UserRow } from '../user/service.ts';
import { audit, type Actor } from './audit.ts';
import { operatorMessages } from './messages.ts';
import { findAccount, roleOf } from './roles.ts';

const LEDGER_ROWS = 20;

async function presentUser(db: Database, user: UserRow): Promise<OpUser> {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    googleEmail: user.googleEmail,
    idCode: user.idCode,
    createdAt: user.createdAt.toISOString(),
    operator: Boolean(await roleOf(db, user.id)),
  };
}

/** Accounts named exactly by an e-mail (any case), phone, user id or invite code. */
export async function findUsers(db: Database, query: string): Promise<OpUser[]> {
  const found = new Map<string, UserRow>();
  for (const user of [await findAccount(db, query), await findUserByIdCode(db, query.trim())]) {
    if (user) found.set(user.id, user);
  }
  return Promise.all([...found.values()].map((user) => presentUser(db, user)));
}

async function userOrFail(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('40400', operatorMessages.unknownUser, { id: userId });
  return user;
}

/** A user as the console shows them: account, credit balance, newest ledger entries, live sessions. */
export async function userDetail(
  db: Database,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<OpUserDetail> {
  const user = await userOrFail(db, userId);
  const accountId = userAccountId(user.id);
  const [account, entries, sessions] = await Promise.all([
    findCreditAccount(db, accountId),
    pageEntries(db, accountId, 1, LEDGER_ROWS),
    listLiveSessions(db, user.id, now),
  ]);
  return {
    user: await presentUser(db, user),
    credits: account?.balance ?? 0,
    ledger: await presentEntries(db, entries.rows, locale),
    liveSessions: sessions.length,
  };
}

/**
 * Grants or takes back credits through the credits module (one ledger entry naming the operator
 * and the reason), then audits it with the balance before and after. A take-back larger than the
 * balance is refused (40104) and changes nothing.
 */
export async function adjustCredits(
  db: Database,
  actor: Actor,
  input: { userId: string; delta: number; reason: string },
  context: { edition: Edition; locale: Locale; now: Date },
): Promise<OpUserDetail> {
  const user = await userOrFail(db, input.userId);
  const change = await operatorAdjustCredits(db, {
    userId: user.id,
    delta: input.delta,
    operator: actor.name,
    reason: input.reason,
    edition: context.edition,
    now: context.now,
  });
  if (!change) throw new AppError('40104', operatorMessages.notEnoughCredits, { delta: input.delta });
  await audit(
    db,
    actor,
    {
      action: input.delta > 0 ? 'credits.grant' : 'credits.take',
      target: user.id,
      before: { credits: change.before },
      after: { credits: change.after },
      reason: input.reason,
    },
    context.now,
  );
  return userDetail(db, user.id, context.locale, context.now);
}

/** Ends every session of a user (they must sign in again), audited with how many were live. */
export async function revokeSessions(
  db: Database,
  actor: Actor,
  input: { userId: string; reason: string },
  now: Date,
): Promise<{ revoked: number }> {
  const user = await userOrFail(db, input.userId);
  const live = (await listLiveSessions(db, user.id, now)).length;
  await revokeUserSessions(db, user.id, now);
  await audit(
    db,
    actor,
    {
      action: 'sessions.revoke',
      target: user.id,
      before: { liveSessions: live },
      after: { liveSessions: 0 },
      reason: input.reason,
    },
    now,
  );
  return { revoked: live };
}
