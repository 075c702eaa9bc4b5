/*
 * The operator console's per-result payments (issue 20): the clean results of paid-per-result
 * tools (ID photos, watermark removal…) bought with money or credits, and their refunds. A refund
 * gives the money back through the provider, or the credits back to the payer's current day, and
 * locks the clean result again; once however often it is asked. Every call is 'operator' access.
 */
import { z } from 'zod';
import { pageResponseOf } from '../task.ts';
import { endpoint } from './endpoint.ts';
import { operatorMoneyPaths } from './operator-money-paths.ts';

export const opResultPayPageRequest = z.object({
  /** The payer: e-mail, phone or user id; '' for all. */
  user: z.string().trim().max(200).default(''),
  /** Only payments not refunded (true), only refunded ones (false), or all (null). */
  open: z.boolean().nullable().default(null),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

export const opResultPaySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Null for a tourist (paid with a visitor's credits). */
  userId: z.string().nullable(),
  userName: z.string(),
  funcCode: z.string(),
  taskId: z.string(),
  /** point (credits), wechat, alipay, paypal or sandbox. */
  payType: z.string(),
  /** Credits paid, for payType point. */
  point: z.number().int().nullable(),
  /** Money paid in minor units (fen, cents), for the providers. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  transactionId: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundedBy: z.string().nullable(),
  refundReason: z.string().nullable(),
  /** Credits given back (point payments): 0 when the payer's credit day had ended. */
  refundedPoint: z.number().int().nullable(),
  /** The provider's refund: done, pending (followed up on the order page of trades) or failed. */
  refundState: z.enum(['done', 'pending', 'failed']).nullable(),
});
export type OpResultPay = z.infer<typeof opResultPaySchema>;

export const opResultPayRefundRequest = z.object({
  id: z.string().min(1).max(64),
  reason: z.string().trim().min(1).max(500),
});

export const operatorResultPayEndpoints = {
  operatorResultPayPage: endpoint(
    operatorMoneyPaths.operatorResultPayPage,
    'operator',
    opResultPayPageRequest,
    pageResponseOf(opResultPaySchema),
  ),
  operatorResultPayRefund: endpoint(
    operatorMoneyPaths.operatorResultPayRefund,
    'operator',
    opResultPayRefundRequest,
    opResultPaySchema,
  ),
};
