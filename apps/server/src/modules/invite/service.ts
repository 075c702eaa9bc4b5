import { and, count, desc, eq } from 'drizzle-orm';
import {
  CreditsCode,
  EXCHANGE_POINTS_PER_LEVEL2_MONTH,
  INVITE_REWARD_POINTS,
  PaymentCode,
  type InviterInfo,
} from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { applyChange, ensureAccount, exchangeAccountId, lockAccount } from '../credits/ledger.ts';
import { creditMessages } from '../credits/messages.ts';
import { creditAccounts, creditEntries } from '../credits/tables.ts';
import { membershipMessages } from '../membership/messages.ts';
import { ownPayableOrder, settleOrderIn } from '../membership/orders.ts';
import type { VipOrderRow } from '../membership/tables.ts';
import { users, type UserRow } from '../user/tables.ts';
import { inviteMessages } from './messages.ts';
import { userInviters } from './tables.ts';

async function exchangeBalance(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: creditAccounts.balance })
    .from(creditAccounts)
    .where(eq(creditAccounts.id, exchangeAccountId(userId)));
  return row?.balance ?? 0;
}

export async function inviterInfo(db: Database, user: UserRow): Promise<InviterInfo> {
  const [[mine], [invitees], balance] = await Promise.all([
    db
      .select({ code: users.idCode })
      .from(userInviters)
      .innerJoin(users, eq(users.id, userInviters.inviterId))
      .where(eq(userInviters.userId, user.id)),
    db.select({ n: count() }).from(userInviters).where(eq(userInviters.inviterId, user.id)),
    exchangeBalance(db, user.id),
  ]);
  return {
    idCode: user.idCode,
    inviterIdCode: mine?.code ?? null,
    exchangePoint: balance,
    inviteeCount: invitees?.n ?? 0,
  };
}

/**
 * Records who invited `user` (once) and gives the inviter 1 exchange point, in one transaction:
 * a second or concurrent fill answers 'already submitted' and grants nothing.
 */
export async function saveInviter(
  db: Database,
  user: UserRow,
  code: string,
  now: Date,
): Promise<InviterInfo> {
  const normalized = code.trim().toUpperCase();
  const [inviter] = await db.select().from(users).where(eq(users.idCode, normalized));
  if (!inviter)
    throw new AppError(CreditsCode.inviterInvalid, inviteMessages.unknownCode, { code: normalized });
  if (inviter.id === user.id) throw new AppError(CreditsCode.inviterInvalid, inviteMessages.ownCode);
  const [back] = await db
    .select()
    .from(userInviters)
    .where(and(eq(userInviters.userId, inviter.id), eq(userInviters.inviterId, user.id)));
  if (back) throw new AppError(CreditsCode.inviterInvalid, inviteMessages.circular);
  const accountId = exchangeAccountId(inviter.id);
  await ensureAccount(db, accountId, 'exchange', inviter.id, now);
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(userInviters)
      .values({ userId: user.id, inviterId: inviter.id, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!saved) throw new AppError(CreditsCode.inviterAlreadyFilled, inviteMessages.alreadyFilled);
    await lockAccount(tx, accountId);
    await applyChange(
      tx,
      accountId,
      {
        type: 'increase',
        delta: INVITE_REWARD_POINTS,
        remark: 'inviteReward',
        params: { user: user.idCode },
        idemKey: `invite:${user.id}`,
      },
      now,
    );
  });
  return inviterInfo(db, user);
}

/**
 * Pays a level-2 monthly order with 2 membership-exchange points: the points are taken and the
 * order settled in one transaction (too few points: 40105, nothing changes).
 */
export async function payByExchangePoints(
  db: Database,
  userId: string,
  orderId: string,
  now: Date,
): Promise<VipOrderRow> {
  const order = await ownPayableOrder(db, userId, orderId, now);
  if (order.level !== 2 || order.cycle !== 'monthly') {
    throw new AppError(CreditsCode.orderInvalid, membershipMessages.exchangeOnlyLevel2);
  }
  const accountId = exchangeAccountId(userId);
  await ensureAccount(db, accountId, 'exchange', userId, now);
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    const left = await applyChange(
      tx,
      accountId,
      {
        type: 'deduct',
        delta: -EXCHANGE_POINTS_PER_LEVEL2_MONTH,
        remark: 'exchangeOrder',
        params: { level: 2 },
        idemKey: `exchange:${order.id}`,
      },
      now,
    );
    if (left === null) {
      throw new AppError(CreditsCode.notEnoughExchangePoints, creditMessages.notEnoughExchangePoints, {
        need: EXCHANGE_POINTS_PER_LEVEL2_MONTH,
        have: account.balance,
      });
    }
    const settled = await settleOrderIn(
      tx,
      {
        orderId: order.id,
        provider: 'exchange',
        transactionId: order.id,
        amount: order.amount,
        currency: order.currency,
      },
      now,
    );
    if (settled.outcome !== 'granted')
      throw new AppError(PaymentCode.orderExpired, membershipMessages.orderExpired);
    return settled.order;
  });
}

/** Exchange-point records of a user, newest first (kept, unlike credit records). */
export async function pageExchange(db: Database, userId: string, pageNum: number, pageSize: number) {
  const where = eq(creditEntries.accountId, exchangeAccountId(userId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(creditEntries)
      .where(where)
      .orderBy(desc(creditEntries.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(creditEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
