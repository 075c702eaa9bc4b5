import { and, count, eq } from 'drizzle-orm';
import {
  CreditsCode,
  EXCHANGE_POINTS_PER_LEVEL2_MONTH,
  INVITE_REWARD_POINTS,
  PaymentCode,
  type InviterInfo,
} from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import {
  applyChange,
  ensureAccount,
  exchangeAccountId,
  findAccount,
  lockAccount,
} from '../credits/ledger.ts';
import { creditMessages } from '../credits/messages.ts';
import { pageEntries } from '../credits/records.ts';
import { membershipMessages } from '../membership/messages.ts';
import { ownPayableOrder, settleOrderIn } from '../membership/orders.ts';
import { findUserById, findUserByIdCode, type UserRow } from '../user/service.ts';
import { inviteMessages } from './messages.ts';

/** A membership order as the membership module answers it. */
type VipOrder = Awaited<ReturnType<typeof ownPayableOrder>>;
import { userInviters } from './tables.ts';

async function exchangeBalance(db: Database, userId: string): Promise<number> {
  return (await findAccount(db, exchangeAccountId(userId)))?.balance ?? 0;
}

/** The invite code of whoever invited `userId`, or null. */
async function inviterIdCode(db: Database, userId: string): Promise<string | null> {
  const [mine] = await db
    .select({ inviterId: userInviters.inviterId })
    .from(userInviters)
    .where(eq(userInviters.userId, userId));
  if (!mine) return null;
  return (await findUserById(db, mine.inviterId))?.idCode ?? null;
}

export async function inviterInfo(db: Database, user: UserRow): Promise<InviterInfo> {
  const [inviterCode, [invitees], balance] = await Promise.all([
    inviterIdCode(db, user.id),
    db.select({ n: count() }).from(userInviters).where(eq(userInviters.inviterId, user.id)),
    exchangeBalance(db, user.id),
  ]);
  return {
    idCode: user.idCode,
    inviterIdCode: inviterCode,
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
  const inviter = await findUserByIdCode(db, normalized);
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
): Promise<VipOrder> {
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
export function pageExchange(db: Database, userId: string, pageNum: number, pageSize: number) {
  return pageEntries(db, exchangeAccountId(userId), pageNum, pageSize);
}
