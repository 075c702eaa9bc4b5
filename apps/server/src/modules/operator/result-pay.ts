import type { OpResultPay } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { pageOf } from '../credits/page.ts';
import { giveBackResultCredits } from '../credits/order-refund.ts';
import {
  markResultPayRefunded,
  pageResultPays,
  resultPayById,
  type FuncPayRow,
} from '../func-pay/operator-pays.ts';
import { claimPaidTrade, endRefundClaim, tradesOfTask } from '../payment/operator-trades.ts';
import type { Payments } from '../payment/service.ts';
import { markTaskPaid } from '../task/paid.ts';
import { accountNames } from '../user/names.ts';
import { audit, type Actor } from './audit.ts';
import { askProviderRefund, REFUND_CLAIM_MS } from './money-refund.ts';
import { resultPayMessages } from './money-messages.ts';
import { findAccount } from './roles.ts';

/*
 * Per-result payments in the console: the clean results of paid-per-result tools bought with
 * money or credits, listed, and refunded once: money through the provider, credits into the
 * payer's current credit day; the clean file is locked again and can be bought anew.
 */

async function present(db: Database, rows: FuncPayRow[]): Promise<OpResultPay[]> {
  const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
  const [names, states] = await Promise.all([
    accountNames(db, userIds),
    Promise.all(
      rows.map(async (r) =>
        r.payType === 'point' || !r.refundedAt
          ? null
          : ((await tradesOfTask(db, r.taskId)).find((t) => t.transactionId === r.transactionId)
              ?.refundState ?? null),
      ),
    ),
  ]);
  return rows.map((r, i) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    userId: r.userId,
    userName: r.userId ? (names.get(r.userId) ?? r.userId) : r.accountId,
    funcCode: r.funcCode,
    taskId: r.taskId,
    payType: r.payType,
    point: r.point,
    amount: r.amount,
    currency: r.currency,
    transactionId: r.transactionId,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    refundedBy: r.refundedBy,
    refundReason: r.refundReason,
    refundedPoint: r.refundedPoint,
    refundState: states[i] ?? null,
  }));
}

/** A page of per-result payments, newest first; an unknown user matches nothing. */
export async function listResultPays(
  db: Database,
  input: { user: string; open: boolean | null; pageNum: number; pageSize: number },
) {
  let userId: string | null = null;
  if (input.user) {
    const user = await findAccount(db, input.user);
    if (!user) return pageOf([], 0, input.pageNum, input.pageSize);
    userId = user.id;
  }
  const { rows, total } = await pageResultPays(db, { ...input, userId });
  return pageOf(await present(db, rows), total, input.pageNum, input.pageSize);
}

/** Records the refund, locks the clean file and audits it, in one transaction; false if lost a race. */
async function recordRefund(
  tx: Database,
  actor: Actor,
  pay: FuncPayRow,
  input: { reason: string; now: Date },
  extra: { point: number | null; trade?: Record<string, unknown> },
): Promise<boolean> {
  const marked = await markResultPayRefunded(tx, pay.id, {
    at: input.now,
    by: actor.name,
    reason: input.reason,
    point: extra.point,
  });
  if (!marked) return false;
  await markTaskPaid(tx, pay.taskId, false);
  await audit(
    tx,
    actor,
    {
      action: 'result-pay.refund',
      target: pay.id,
      before: { taskId: pay.taskId, payType: pay.payType, paid: true },
      after: {
        taskId: pay.taskId,
        funcCode: pay.funcCode,
        payType: pay.payType,
        point: pay.point,
        refundedPoint: extra.point,
        amount: pay.amount,
        currency: pay.currency,
        ...extra.trade,
      },
      reason: input.reason,
    },
    input.now,
  );
  return true;
}

/**
 * Refunds one per-result payment and locks its clean file again. Credits go back to the payer's
 * current day (none when that day has ended); money goes back through the provider, claimed first
 * by one conditional UPDATE of the paid trade so concurrent clicks refund once.
 */
export async function refundResultPay(
  p: Payments,
  actor: Actor,
  input: { id: string; reason: string },
): Promise<OpResultPay> {
  const now = p.clock.now();
  const pay = await resultPayById(p.db, input.id);
  if (!pay) throw new AppError('40400', resultPayMessages.unknown, { id: input.id });
  const refused = () => new AppError('40900', resultPayMessages.alreadyRefunded, { id: pay.id });
  if (pay.refundedAt) throw refused();
  if (pay.payType === 'point') {
    await p.db.transaction(async (tx) => {
      const given = await giveBackResultCredits(tx, {
        accountId: pay.accountId,
        point: pay.point ?? 0,
        payId: pay.id,
        func: pay.funcCode,
        operator: actor.name,
        reason: input.reason,
        now,
      });
      if (!(await recordRefund(tx, actor, pay, { reason: input.reason, now }, { point: given }))) {
        throw refused(); // rolls the credits back with it
      }
    });
  } else {
    const trade = await claimPaidTrade(
      p.db,
      { taskId: pay.taskId },
      now,
      new Date(now.getTime() - REFUND_CLAIM_MS),
    );
    if (!trade) throw refused();
    const accepted = await askProviderRefund(p, trade, input.reason);
    await p.db.transaction(async (tx) => {
      const outcome = { refundId: accepted.providerRefundId, state: accepted.state };
      if (!(await endRefundClaim(tx, trade.id, outcome, now))) return;
      await recordRefund(
        tx,
        actor,
        pay,
        { reason: input.reason, now },
        {
          point: null,
          trade: {
            tradeId: trade.id,
            provider: trade.provider,
            refundId: accepted.providerRefundId,
            refundState: accepted.state,
          },
        },
      );
    });
  }
  const [row] = await present(p.db, [(await resultPayById(p.db, pay.id))!]);
  return row!;
}
