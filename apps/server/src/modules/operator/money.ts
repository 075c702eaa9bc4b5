import {
  TRADE_REFUNDED,
  type OpLevel,
  type OpOrder,
  type OpOrderDetail,
  type OpRefund,
  type OpTrade,
  type Page,
  type PaymentProvider,
} from '@toolbox/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { dropCached } from '../../db/cached-read.ts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { pageOf } from '../credits/page.ts';
import { ORDER_TTL_MS } from '../membership/orders.ts';
import {
  allLevels,
  changeLevel,
  countOrders,
  orderById,
  ordersWhere,
  orderWhere,
  type LevelChange,
  type OrderWithRefund,
} from '../membership/operator-money.ts';
import { tradesOfOrderAll, type PaymentTradeRow } from '../payment/operator-trades.ts';
import { accountNames } from '../user/names.ts';
import { audit, type Actor } from './audit.ts';
import { moneyMessages } from './money-messages.ts';
import { findAccount } from './roles.ts';
import { operatorAudit } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every membership level of both editions, by edition and level. */
export function listAllLevels(db: Database): Promise<OpLevel[]> {
  return allLevels(db);
}

/**
 * Changes a level's daily credits or prices (minor units; null: not sold for that cycle), audited
 * with the row before and after. Orders read the level table when they are made, and the credit day
 * reads it from memory until the change feed drops it, so the next order and the next day use it.
 */
export async function saveLevel(
  db: Database,
  actor: Actor,
  input: { edition: 'cn' | 'intl'; level: number; reason: string } & LevelChange,
  now: Date,
): Promise<OpLevel> {
  const set: LevelChange = {};
  for (const field of ['dailyPoint', 'monthlyPrice', 'quarterPrice', 'yearlyPrice'] as const) {
    if (input[field] !== undefined) (set as Record<string, number | null>)[field] = input[field];
  }
  const saved = await db.transaction(async (tx) => {
    const change = await changeLevel(tx, input.edition, input.level, set);
    if (!change)
      throw new AppError('40400', moneyMessages.unknownLevel, { edition: input.edition, level: input.level });
    await audit(
      tx,
      actor,
      {
        action: 'level.update',
        target: `${input.edition}:${input.level}`,
        before: change.before,
        after: change.after,
        reason: input.reason,
      },
      now,
    );
    return change.after;
  });
  dropCached(db, ['vip_level']);
  return saved;
}

export interface OrderFilter {
  from: string;
  to: string;
  provider: PaymentProvider | '';
  status: number | null;
  user: string;
  timezoneOffset: number;
}

/** The instant a local day (YYYY-MM-DD, browser offset) begins. */
export function dayStart(day: string, timezoneOffset: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + timezoneOffset * 60_000);
}

/** The SQL of a filter; null when no order can match (an unknown user). */
async function whereOf(db: Database, f: OrderFilter, now: Date) {
  if (f.from && f.to && f.from > f.to) throw new AppError('40000', moneyMessages.badRange);
  let userId: string | undefined;
  if (f.user) {
    const user = await findAccount(db, f.user);
    if (!user) return null;
    userId = user.id;
  }
  return orderWhere(
    {
      from: f.from ? dayStart(f.from, f.timezoneOffset) : undefined,
      until: f.to ? new Date(dayStart(f.to, f.timezoneOffset).getTime() + DAY_MS) : undefined,
      provider: f.provider || undefined,
      userId,
      status: f.status ?? undefined,
    },
    now,
  );
}

function presentOrder(o: OrderWithRefund, names: Map<string, string>, now: Date): OpOrder {
  const expired = o.status === 0 && now.getTime() - o.createdAt.getTime() > ORDER_TTL_MS;
  return {
    id: o.id,
    userId: o.userId,
    userName: names.get(o.userId) ?? o.userId,
    level: o.level,
    cycle: o.cycle,
    type: o.type,
    amount: o.amount,
    currency: o.currency,
    status: o.refunded ? TRADE_REFUNDED : expired ? -1 : o.status,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    provider: o.payType,
    transactionId: o.transactionId,
  };
}

async function presentOrders(db: Database, rows: OrderWithRefund[], now: Date): Promise<OpOrder[]> {
  const names = await accountNames(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => presentOrder(r, names, now));
}

/** A page of orders matching the filter, newest first. */
export async function pageOrders(
  db: Database,
  input: OrderFilter & { pageNum: number; pageSize: number },
  now: Date,
): Promise<Page<OpOrder>> {
  const where = await whereOf(db, input, now);
  if (where === null) return pageOf([], 0, input.pageNum, input.pageSize);
  const [rows, total] = await Promise.all([
    ordersWhere(db, where, input.pageSize, (input.pageNum - 1) * input.pageSize),
    countOrders(db, where),
  ]);
  return pageOf(await presentOrders(db, rows, now), total, input.pageNum, input.pageSize);
}

/** The most rows one CSV export holds. */
export const CSV_MAX_ROWS = 20_000;

/** One CSV field: quoted when it holds a comma, quote or line break; a formula is made text. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvOf(header: readonly string[], rows: readonly (string | number | null)[][]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const orderCsvHeader = [
  'id',
  'created_at',
  'paid_at',
  'user_id',
  'user',
  'level',
  'cycle',
  'type',
  'amount',
  'currency',
  'status',
  'provider',
  'transaction_id',
];

/** Every order matching the filter (at most CSV_MAX_ROWS) as CSV, amounts in major units. */
export async function ordersCsv(db: Database, filter: OrderFilter, now: Date) {
  const where = await whereOf(db, filter, now);
  const rows = where === null ? [] : await ordersWhere(db, where, CSV_MAX_ROWS);
  const orders = await presentOrders(db, rows, now);
  const csv = csvOf(
    orderCsvHeader,
    orders.map((o) => [
      o.id,
      o.createdAt,
      o.paidAt,
      o.userId,
      o.userName,
      o.level,
      o.cycle,
      o.type,
      (o.amount / 100).toFixed(2),
      o.currency,
      o.status,
      o.provider,
      o.transactionId,
    ]),
  );
  const stamp = [filter.from, filter.to].filter(Boolean).join('_') || now.toISOString().slice(0, 10);
  return { filename: `orders-${stamp}.csv`, csv, rows: orders.length };
}

export function presentTrade(t: PaymentTradeRow): OpTrade {
  return {
    id: t.id,
    provider: t.provider,
    channel: t.channel,
    amount: t.amount,
    currency: t.currency,
    status: t.status,
    transactionId: t.transactionId,
    failReason: t.failReason,
    createdAt: t.createdAt.toISOString(),
    paidAt: t.paidAt?.toISOString() ?? null,
    refundState: t.refundState ?? null,
    refundDetail: t.refundDetail ?? null,
  };
}

/** An order with its trades and its refunds (from the audit log), or 40400. */
export async function orderDetail(db: Database, orderId: string, now: Date): Promise<OpOrderDetail> {
  const order = await orderById(db, orderId);
  if (!order) throw new AppError('40400', moneyMessages.unknownOrder, { id: orderId });
  const [trades, refunds, [presented]] = await Promise.all([
    tradesOfOrderAll(db, orderId),
    db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'order.refund'), eq(operatorAudit.target, orderId)))
      .orderBy(asc(operatorAudit.id)),
    presentOrders(db, [order], now),
  ]);
  return {
    order: presented!,
    trades: trades.map(presentTrade),
    refunds: refunds.map((r): OpRefund => ({
      ...(r.after as Omit<OpRefund, 'at' | 'operator' | 'reason'>),
      at: r.at.toISOString(),
      operator: r.operatorName,
      reason: r.reason,
    })),
  };
}
