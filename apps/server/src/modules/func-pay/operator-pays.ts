import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { funcPays, type FuncPayRow } from './tables.ts';

/*
 * The per-result payments as the operator console lists and refunds them (operator/result-pay.ts).
 */

export type { FuncPayRow };

/** A page of payments, newest first: of one user (or all), open, refunded or both. */
export async function pageResultPays(
  db: Database,
  input: { userId: string | null; open: boolean | null; pageNum: number; pageSize: number },
): Promise<{ rows: FuncPayRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (input.userId) conditions.push(eq(funcPays.userId, input.userId));
  if (input.open !== null) {
    conditions.push(input.open ? isNull(funcPays.refundedAt) : isNotNull(funcPays.refundedAt));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(funcPays)
      .where(where)
      .orderBy(desc(funcPays.createdAt), desc(funcPays.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(funcPays).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function resultPayById(db: Database, id: string): Promise<FuncPayRow | null> {
  const [row] = await db.select().from(funcPays).where(eq(funcPays.id, id));
  return row ?? null;
}

/**
 * Marks a payment refunded: one conditional UPDATE, so of two concurrent refunds one wins (the
 * other gets null). Runs in the caller's transaction.
 */
export async function markResultPayRefunded(
  tx: Database,
  id: string,
  input: { at: Date; by: string; reason: string; point: number | null },
): Promise<FuncPayRow | null> {
  const [row] = await tx
    .update(funcPays)
    .set({
      refundedAt: input.at,
      refundedBy: input.by,
      refundReason: input.reason,
      refundedPoint: input.point,
    })
    .where(and(eq(funcPays.id, id), isNull(funcPays.refundedAt)))
    .returning();
  return row ?? null;
}
