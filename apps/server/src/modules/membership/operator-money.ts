import type { PaymentProvider } from '@toolbox/contracts';
import { and, asc, count, desc, eq, getTableName, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { orderRefundedSql, orderTradedWithSql } from '../payment/operator-trades.ts';
import { ORDER_TTL_MS } from './orders.ts';
import { memberships, vipLevels, vipOrders, type VipLevelRow, type VipOrderRow } from './tables.ts';

/*
 * Levels and orders as the operator console reads and changes them (modules/operator/money*.ts):
 * every level of both editions, one level locked for a change, orders by filter, and the take-back
 * of the span of a level an order bought.
 */

export type { VipLevelRow, VipOrderRow };

/** The order's id named with its table, for the subqueries on its trades. */
const orderIdRef = sql`${sql.identifier(getTableName(vipOrders))}.${sql.identifier(vipOrders.id.name)}`;

export type LevelChange = Partial<
  Pick<VipLevelRow, 'dailyPoint' | 'monthlyPrice' | 'quarterPrice' | 'yearlyPrice'>
>;

/** Every level of both editions, by edition and level. */
export function allLevels(db: Database): Promise<VipLevelRow[]> {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.edition), asc(vipLevels.level));
}

const levelKey = (edition: 'cn' | 'intl', level: number) =>
  and(eq(vipLevels.edition, edition), eq(vipLevels.level, level));

/** Changes one level inside the caller's transaction: the row before (locked) and after, or undefined. */
export async function changeLevel(
  tx: Database,
  edition: 'cn' | 'intl',
  level: number,
  set: LevelChange,
): Promise<{ before: VipLevelRow; after: VipLevelRow } | undefined> {
  const [before] = await tx.select().from(vipLevels).where(levelKey(edition, level)).for('update');
  if (!before) return undefined;
  if (Object.keys(set).length === 0) return { before, after: before };
  const [after] = await tx.update(vipLevels).set(set).where(levelKey(edition, level)).returning();
  return { before, after: after! };
}

export interface OrderConditions {
  from?: Date;
  /** Created before this instant. */
  until?: Date;
  provider?: PaymentProvider;
  userId?: string;
  /** 0 created, 2 paid (not refunded), -1 expired, -2 failed, 3 refunded. */
  status?: number;
}

/** The WHERE of an order filter at `now`. */
export function orderWhere(c: OrderConditions, now: Date): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (c.from) parts.push(gte(vipOrders.createdAt, c.from));
  if (c.until) parts.push(lt(vipOrders.createdAt, c.until));
  if (c.provider)
    parts.push(or(eq(vipOrders.payType, c.provider), orderTradedWithSql(orderIdRef, c.provider)));
  if (c.userId) parts.push(eq(vipOrders.userId, c.userId));
  const refunded = orderRefundedSql(orderIdRef);
  const expiredBefore = new Date(now.getTime() - ORDER_TTL_MS);
  if (c.status === 3) parts.push(refunded);
  else if (c.status === 2) parts.push(and(eq(vipOrders.status, 2), sql`not ${refunded}`));
  else if (c.status === 0) parts.push(and(eq(vipOrders.status, 0), gte(vipOrders.createdAt, expiredBefore)));
  else if (c.status === -1)
    parts.push(
      or(eq(vipOrders.status, -1), and(eq(vipOrders.status, 0), lt(vipOrders.createdAt, expiredBefore))),
    );
  else if (c.status !== undefined) parts.push(eq(vipOrders.status, c.status));
  return parts.length ? and(...parts) : undefined;
}

export type OrderWithRefund = VipOrderRow & { refunded: boolean };

/** Orders matching `where`, newest first, each with whether it was refunded. */
export function ordersWhere(db: Database, where: SQL | undefined, limit: number, offset = 0) {
  return db
    .select({ order: vipOrders, refunded: orderRefundedSql(orderIdRef) })
    .from(vipOrders)
    .where(where)
    .orderBy(desc(vipOrders.createdAt), desc(vipOrders.id))
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((r): OrderWithRefund => ({ ...r.order, refunded: r.refunded })));
}

export async function countOrders(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vipOrders).where(where);
  return row?.n ?? 0;
}

export async function orderById(db: Database, id: string): Promise<OrderWithRefund | undefined> {
  const [row] = await ordersWhere(db, eq(vipOrders.id, id), 1);
  return row;
}

/**
 * How much of the level the order bought: from the later of its payment and the end the order of
 * the same level paid before it left (if still running then), to the end it left.
 */
async function spanOf(tx: Database, order: VipOrderRow): Promise<number> {
  if (!order.paidAt || !order.endTime) return 0;
  const [previous] = await tx
    .select({ endTime: vipOrders.endTime })
    .from(vipOrders)
    .where(
      and(
        eq(vipOrders.userId, order.userId),
        eq(vipOrders.level, order.level),
        eq(vipOrders.status, 2),
        ne(vipOrders.id, order.id),
        lt(vipOrders.paidAt, order.paidAt),
      ),
    )
    .orderBy(desc(vipOrders.paidAt))
    .limit(1);
  const from = Math.max(order.paidAt.getTime(), previous?.endTime?.getTime() ?? 0);
  return Math.max(0, order.endTime.getTime() - from);
}

/**
 * Takes back, in the caller's transaction, the span of the level the order bought: the level's end
 * moves back by it, to now at the latest. Returns the level's new end (null when never held).
 */
export async function takeBackLevel(tx: Database, order: VipOrderRow, now: Date): Promise<Date | null> {
  const key = and(eq(memberships.userId, order.userId), eq(memberships.level, order.level));
  const [held] = await tx.select().from(memberships).where(key).for('update');
  if (!held) return null;
  const span = await spanOf(tx, order);
  const end = new Date(
    Math.max(Math.min(now.getTime(), held.endTime.getTime()), held.endTime.getTime() - span),
  );
  await tx.update(memberships).set({ endTime: end }).where(key);
  return end;
}
