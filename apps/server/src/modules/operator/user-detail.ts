import type { OpUserRecords } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { allMemberships } from '../membership/levels.ts';
import { tradesOfUser } from '../payment/user-trades.ts';
import { listLiveSessions, revokeUserSessions } from '../session/service.ts';
import { tasksOfOwner } from '../task/owner-tasks.ts';
import { changeBlocked } from '../user/blocked.ts';
import { findUserById } from '../user/service.ts';
import { audit, type Actor } from './audit.ts';
import { operatorMessages } from './messages.ts';

/** Rows of each list the user page shows (newest first). */
const RECORD_ROWS = 20;

async function existingUser(db: Database, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('40400', operatorMessages.unknownUser, { id: userId });
  return user;
}

/** A user's levels (held or held before), newest 20 trades and newest 20 server tasks, and blocking. */
export async function userRecords(db: Database, userId: string, now: Date): Promise<OpUserRecords> {
  const user = await existingUser(db, userId);
  const [held, trades, taskRows] = await Promise.all([
    allMemberships(db, user.id),
    tradesOfUser(db, user.id, RECORD_ROWS),
    tasksOfOwner(db, `u:${user.id}`, RECORD_ROWS),
  ]);
  return {
    blockedAt: user.blockedAt?.toISOString() ?? null,
    levels: [...held]
      .sort((a, b) => b.level - a.level)
      .map((m) => ({
        level: m.level,
        startTime: m.startTime.toISOString(),
        endTime: m.endTime.toISOString(),
        active: m.startTime <= now && now < m.endTime,
      })),
    orders: trades.map((t) => ({
      id: t.id,
      kind: t.kind,
      subject: t.subject,
      provider: t.provider,
      amount: t.amount,
      currency: t.currency,
      status: t.status,
      createdAt: t.createdAt.toISOString(),
      paidAt: t.paidAt?.toISOString() ?? null,
    })),
    tasks: taskRows.map((t) => ({
      id: t.id,
      funcCode: t.funcCode,
      status: t.status,
      errorKey: t.errorKey,
      createdAt: t.createdAt.toISOString(),
      finishedAt: t.finishedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Blocks or unblocks an account, audited with the state before and after. A block ends every
 * session of the user in the same transaction; from then on sign-in and calls answer 40301 in the
 * user's language. Blocking a blocked account (or unblocking an unblocked one) changes nothing and
 * writes no audit entry. An operator cannot block themselves.
 */
export async function setBlocked(
  db: Database,
  actor: Actor,
  input: { userId: string; blocked: boolean; reason: string },
  now: Date,
): Promise<{ blockedAt: string | null; revoked: number }> {
  const user = await existingUser(db, input.userId);
  if (input.blocked && actor.id === user.id) {
    throw new AppError('40000', operatorMessages.blockSelf, {});
  }
  return db.transaction(async (tx) => {
    const changed = await changeBlocked(tx, user.id, input.blocked, now);
    if (!changed) {
      return { blockedAt: user.blockedAt?.toISOString() ?? null, revoked: 0 };
    }
    let revoked = 0;
    if (input.blocked) {
      revoked = (await listLiveSessions(tx, user.id, now)).length;
      await revokeUserSessions(tx, user.id, now);
    }
    await audit(
      tx,
      actor,
      {
        action: input.blocked ? 'user.block' : 'user.unblock',
        target: user.id,
        before: { blockedAt: user.blockedAt?.toISOString() ?? null },
        after: input.blocked ? { blockedAt: now.toISOString(), sessionsEnded: revoked } : { blockedAt: null },
        reason: input.reason,
      },
      now,
    );
    return { blockedAt: changed.blockedAt?.toISOString() ?? null, revoked };
  });
}
