import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  Code,
  CreditsCode,
  membershipPeriod,
  orderTypeFor,
  PaymentCode,
  type CreateOrderRequest,
  type Edition,
  type OrderCycle,
} from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { ensureAccount, userAccountId, type Db } from '../credits/ledger.ts';
import { grantsOf, syncAccountDay } from '../credits/daily.ts';
import { activeMemberships, listLevels } from './levels.ts';
import { membershipMessages } from './messages.ts';
import { memberships, vipOrders, type VipOrderRow } from './tables.ts';

/** An unpaid order can be paid for this long. */
export const ORDER_TTL_MS = 2 * 60 * 60 * 1000;
const priceColumn = { monthly: 'monthlyPrice', quarterly: 'quarterPrice', yearly: 'yearlyPrice' } as const;

/**
 * Creates an order; the price comes from the level table of the edition, never from the client.
 * The type must fit the user's active levels (see `orderTypeFor`).
 */
export async function createOrder(
  db: Database,
  userId: string,
  edition: Edition,
  input: CreateOrderRequest,
  now: Date,
): Promise<VipOrderRow> {
  const level = (await listLevels(db, edition)).find((l) => l.level === input.level);
  if (!level)
    throw new AppError(Code.badRequest, membershipMessages.unknownLevel, { level: input.level }, 400);
  const amount = level[priceColumn[input.cycle]];
  if (amount === null || amount <= 0) {
    throw new AppError(CreditsCode.orderInvalid, membershipMessages.noPrice, {
      level: input.level,
      cycle: input.cycle,
    });
  }
  const active = await activeMemberships(db, userId, now);
  const fits = orderTypeFor(
    input.level,
    active.map((m) => m.level),
  );
  if (fits !== input.type) {
    const max = Math.max(1, ...active.map((m) => m.level));
    const message =
      input.type === 2
        ? membershipMessages.renewNotHeld
        : fits === 2
          ? membershipMessages.renewHeld
          : input.type === 1
            ? membershipMessages.upgradeNotHigher
            : membershipMessages.overlayNotLower;
    throw new AppError(CreditsCode.orderInvalid, message, { level: input.level, max });
  }
  const [row] = await db
    .insert(vipOrders)
    .values({
      id: randomBytes(12).toString('hex'),
      userId,
      type: input.type,
      cycle: input.cycle,
      level: input.level,
      amount,
      currency: level.currency,
      timezoneOffset: input.timezoneOffset,
      createdAt: now,
    })
    .returning();
  return row!;
}

/**
 * The effective period shown for an unpaid order if paid at `now` (the paid one is stored on the
 * order): `membershipPeriod` from the order's cycle and time zone, as the grant computes it.
 */
export async function previewPeriod(db: Database, order: VipOrderRow, now: Date) {
  const held = (await activeMemberships(db, order.userId, now)).find((m) => m.level === order.level);
  return membershipPeriod({
    now,
    cycle: order.cycle,
    timezoneOffset: order.timezoneOffset,
    heldEnd: held?.endTime ?? null,
  });
}

/** Status of an order at `now`: an unpaid order older than 2 hours reads as expired (-1). */
export function statusAt(order: VipOrderRow, now: Date): number {
  if (order.status === 0 && now.getTime() - order.createdAt.getTime() > ORDER_TTL_MS) return -1;
  return order.status;
}

export interface PayableOrder {
  id: string;
  userId: string;
  /** Minor units (fen, cents). */
  amount: number;
  currency: 'CNY' | 'USD';
  /** A short description for the provider, e.g. "Toolbox Lv.4 membership, monthly". */
  subject: string;
  /** 0 payable, 2 paid, -2 failed, -1 expired (unpaid for 2 hours). */
  status: number;
  level: number;
  cycle: OrderCycle;
}

/** The order a trade is about to charge for, or null when unknown. Check `status === 0` to charge. */
export async function loadPayableOrder(
  db: Database,
  orderId: string,
  now: Date = new Date(),
): Promise<PayableOrder | null> {
  const [order] = await db.select().from(vipOrders).where(eq(vipOrders.id, orderId));
  if (!order) return null;
  return {
    id: order.id,
    userId: order.userId,
    amount: order.amount,
    currency: order.currency,
    subject: `Toolbox Lv.${order.level} membership, ${order.cycle}`,
    status: statusAt(order, now),
    level: order.level,
    cycle: order.cycle,
  };
}

export interface SettleInput {
  orderId: string;
  /** wechat, alipay, paypal, sandbox (or exchange for membership-exchange points). */
  provider: string;
  /** The provider's payment id: unique per provider. */
  transactionId: string;
  /** Minor units actually paid. */
  amount: number;
  currency: string;
}

export type SettleResult =
  | { outcome: 'granted'; order: VipOrderRow }
  | { outcome: 'duplicate'; order: VipOrderRow }
  | { outcome: 'mismatch'; order: VipOrderRow }
  | { outcome: 'unknown' };

/**
 * Records a successful payment of an order and activates or extends its level. Idempotent: a
 * second or concurrent call (same or another transaction id) finds the order paid and grants
 * nothing (`duplicate`); an amount or currency other than the order's changes nothing
 * (`mismatch`). A payment of an order already past its 2 hours is still honoured (the money was
 * taken). The level's daily credits for the user's current day are added at once.
 */
export async function settleOrder(
  db: Database,
  input: SettleInput,
  now: Date = new Date(),
): Promise<SettleResult> {
  return db.transaction((tx) => settleOrderIn(tx, input, now));
}

/** `settleOrder` inside a transaction the caller holds. */
export async function settleOrderIn(tx: Db, input: SettleInput, now: Date): Promise<SettleResult> {
  const [order] = await tx.select().from(vipOrders).where(eq(vipOrders.id, input.orderId)).for('update');
  if (!order) return { outcome: 'unknown' };
  if (order.status === 2) return { outcome: 'duplicate', order };
  if (input.amount !== order.amount || input.currency !== order.currency)
    return { outcome: 'mismatch', order };
  const [used] = await tx
    .select({ id: vipOrders.id })
    .from(vipOrders)
    .where(and(eq(vipOrders.payType, input.provider), eq(vipOrders.transactionId, input.transactionId)));
  if (used) return { outcome: 'duplicate', order };

  // Lock the user's row of this level (made expired if new: an insert racing ours waits for it),
  // then extend it by the same rule the order was quoted with.
  const key = and(eq(memberships.userId, order.userId), eq(memberships.level, order.level));
  await tx
    .insert(memberships)
    .values({ userId: order.userId, level: order.level, startTime: now, endTime: now })
    .onConflictDoNothing();
  const [held] = await tx.select().from(memberships).where(key).for('update');
  const next = membershipPeriod({
    now,
    cycle: order.cycle,
    timezoneOffset: order.timezoneOffset,
    heldEnd: held?.endTime ?? null,
  });
  const [period] = await tx
    .update(memberships)
    .set({ startTime: held && held.endTime > now ? held.startTime : now, endTime: next.end })
    .where(key)
    .returning();
  const [paid] = await tx
    .update(vipOrders)
    .set({
      status: 2,
      paidAt: now,
      payType: input.provider,
      transactionId: input.transactionId,
      startTime: period!.startTime,
      endTime: period!.endTime,
    })
    .where(eq(vipOrders.id, order.id))
    .returning();

  const accountId = userAccountId(order.userId);
  await ensureAccount(tx, accountId, 'credit', order.userId, now);
  // The currency tells the edition the order was priced in.
  const edition: Edition = order.currency === 'CNY' ? 'cn' : 'intl';
  const grants = await grantsOf(tx, { userId: order.userId }, edition, now);
  await syncAccountDay(tx, accountId, order.timezoneOffset, grants, now);
  return { outcome: 'granted', order: paid! };
}

/** A page of the user's orders, newest first. */
export async function pageOrders(db: Database, userId: string, pageNum: number, pageSize: number) {
  const where = eq(vipOrders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vipOrders)
      .where(where)
      .orderBy(desc(vipOrders.createdAt), desc(vipOrders.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(vipOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The user's order or a 40201 'order expired, please resubmit payment'. */
export async function ownPayableOrder(
  db: Database,
  userId: string,
  orderId: string,
  now: Date,
): Promise<VipOrderRow> {
  const [order] = await db.select().from(vipOrders).where(eq(vipOrders.id, orderId));
  if (!order || order.userId !== userId || statusAt(order, now) !== 0) {
    throw new AppError(PaymentCode.orderExpired, membershipMessages.orderExpired);
  }
  return order;
}
