/*
 * The operator console's memberships and money (issue 20): membership levels and their prices per
 * edition, orders with their trades and the provider's live word on them, refunds through the
 * provider (the membership and the credits the order granted taken back once), and the day's
 * reconciliation of our trades against what the providers report. Every call is 'operator' access.
 */
import { z } from 'zod';
import { orderCycles } from '../credits.ts';
import { pageResponseOf } from '../task.ts';
import { endpoint } from './endpoint.ts';
import { operatorMoneyPaths } from './operator-money-paths.ts';

export { operatorMoneyPaths };

export const moneyProviders = ['wechat', 'alipay', 'paypal', 'sandbox'] as const;
const providerSchema = z.enum(moneyProviders);
const editionSchema = z.enum(['cn', 'intl']);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
/** A price in minor units (fen, cents); null: not sold for that cycle. */
const price = z.number().int().min(1).max(100_000_000).nullable();

/** Trade statuses the console adds to the payer's (-2 failed … 2 paid): refunded, refund under way. */
export const TRADE_REFUNDED = 3;
export const TRADE_REFUNDING = 4;

export const opLevelSchema = z.object({
  edition: editionSchema,
  level: z.number().int(),
  dailyPoint: z.number().int(),
  monthlyPrice: z.number().int().nullable(),
  quarterPrice: z.number().int().nullable(),
  yearlyPrice: z.number().int().nullable(),
  currency: z.enum(['CNY', 'USD']),
});
export type OpLevel = z.infer<typeof opLevelSchema>;

export const opLevelSaveRequest = z.object({
  edition: editionSchema,
  level: z.number().int().min(1).max(10),
  dailyPoint: z.number().int().min(0).max(1_000_000).optional(),
  monthlyPrice: price.optional(),
  quarterPrice: price.optional(),
  yearlyPrice: price.optional(),
  reason: z.string().trim().max(500).default(''),
});

export const opOrderFilter = z.object({
  /** Created on or after this day (in the reader's time zone, `timezoneOffset`). */
  from: day.or(z.literal('')).default(''),
  /** Created on or before this day. */
  to: day.or(z.literal('')).default(''),
  provider: providerSchema.or(z.literal('')).default(''),
  /** The order's status (0 created, 2 paid, -1 expired, -2 failed, 3 refunded); null: all. */
  status: z.number().int().min(-2).max(3).nullable().default(null),
  /** The buyer: e-mail, phone or user id. */
  user: z.string().trim().max(200).default(''),
  /** The browser's Date.getTimezoneOffset() (minutes, UTC minus local). */
  timezoneOffset: z.number().int().min(-840).max(840).default(0),
});

export const opOrderPageRequest = opOrderFilter.extend({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

export const opOrderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  level: z.number().int(),
  cycle: z.enum(orderCycles),
  type: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  /** As the buyer sees it, and 3 once refunded. */
  status: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  provider: z.string().nullable(),
  transactionId: z.string().nullable(),
});
export type OpOrder = z.infer<typeof opOrderSchema>;

/** A refunded trade's refund as the provider last said: done, pending (followed up), failed (money stayed). */
function refundFields() {
  return {
    refundState: z.enum(['done', 'pending', 'failed']).nullable(),
    refundDetail: z.string().nullable(),
  };
}

export const opTradeSchema = z.object({
  id: z.string(),
  provider: providerSchema,
  channel: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** -2 failed, -1 closed, 0 created, 1 paying, 2 paid, 3 refunded, 4 refund under way. */
  status: z.number().int(),
  transactionId: z.string().nullable(),
  failReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  ...refundFields(),
});
export type OpTrade = z.infer<typeof opTradeSchema>;

export const opRefundSchema = z.object({
  at: z.string(),
  operator: z.string(),
  reason: z.string(),
  tradeId: z.string(),
  provider: z.string(),
  refundId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Credits taken back from the buyer's ledger. */
  creditsTaken: z.number().int(),
  /** The end of the buyer's level after the take-back. */
  membershipEnd: z.string().nullable(),
});
export type OpRefund = z.infer<typeof opRefundSchema>;

export const opOrderDetailSchema = z.object({
  order: opOrderSchema,
  trades: z.array(opTradeSchema),
  refunds: z.array(opRefundSchema),
});
export type OpOrderDetail = z.infer<typeof opOrderDetailSchema>;

export const opOrderRequest = z.object({ orderId: z.string().trim().min(1).max(100) });

/** What a provider says about one of the order's trades, asked now. */
export const opProviderWordSchema = z.object({
  tradeId: z.string(),
  provider: providerSchema,
  /** paid, paying, approved, failed, closed, pending, refunded; '' when the provider could not be asked. */
  state: z.string(),
  transactionId: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  detail: z.string(),
  /** Why the provider could not be asked (not configured, unreachable, refused). */
  error: z.string().nullable(),
  ...refundFields(),
});
export type OpProviderWord = z.infer<typeof opProviderWordSchema>;

export const opOrderRefundRequest = opOrderRequest.extend({
  /** Required: it is written in the audit log and the buyer's ledger. */
  reason: z.string().trim().min(1).max(200),
});

export const opReconcileRequest = z.object({
  day,
  timezoneOffset: z.number().int().min(-840).max(840).default(0),
});

/**
 * status/amount/currency/transaction: a trade of ours against the provider's answer on it;
 * provider-only: a payment in the provider's statement with no paid trade of ours (tradeId is the
 * provider's order number); bill-amount: the statement's amount differs from our paid trade's.
 */
export const mismatchKinds = [
  'status',
  'amount',
  'currency',
  'transaction',
  'error',
  'provider-only',
  'bill-amount',
] as const;

/** read: the provider's statement of the day was read; none: it has none yet; error: not readable. */
export const statementStates = ['read', 'none', 'error'] as const;

export const opStatementSchema = z.object({
  provider: providerSchema,
  state: z.enum(statementStates),
  /** Payments in the statement. */
  payments: z.number().int(),
  /** The provider's words (why there is none, how far its data reaches) or the error. */
  detail: z.string(),
});
export type OpStatement = z.infer<typeof opStatementSchema>;

export const opMismatchSchema = z.object({
  tradeId: z.string(),
  orderId: z.string().nullable(),
  provider: providerSchema,
  kind: z.enum(mismatchKinds),
  /** Our side, e.g. "paid 1990 CNY". */
  ours: z.string(),
  /** The provider's side. */
  theirs: z.string(),
});
export type OpMismatch = z.infer<typeof opMismatchSchema>;

export const opReconcileSchema = z.object({
  day: z.string(),
  /** Trades of the day compared. */
  checked: z.number().int(),
  mismatches: z.array(opMismatchSchema),
  /** Each provider's own statement of the day, as far as it was read. */
  statements: z.array(opStatementSchema),
  /** The report as CSV (one line per mismatch). */
  csv: z.string(),
});
export type OpReconcile = z.infer<typeof opReconcileSchema>;

export const opCsvSchema = z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() });

export const operatorMoneyEndpoints = {
  operatorLevelList: endpoint(
    operatorMoneyPaths.operatorLevelList,
    'operator',
    z.object({}),
    z.object({ list: z.array(opLevelSchema) }),
  ),
  operatorLevelSave: endpoint(
    operatorMoneyPaths.operatorLevelSave,
    'operator',
    opLevelSaveRequest,
    opLevelSchema,
  ),
  operatorOrderPage: endpoint(
    operatorMoneyPaths.operatorOrderPage,
    'operator',
    opOrderPageRequest,
    pageResponseOf(opOrderSchema),
  ),
  operatorOrderCsv: endpoint(operatorMoneyPaths.operatorOrderCsv, 'operator', opOrderFilter, opCsvSchema),
  operatorOrderDetail: endpoint(
    operatorMoneyPaths.operatorOrderDetail,
    'operator',
    opOrderRequest,
    opOrderDetailSchema,
  ),
  operatorOrderQuery: endpoint(
    operatorMoneyPaths.operatorOrderQuery,
    'operator',
    opOrderRequest,
    z.object({ list: z.array(opProviderWordSchema) }),
  ),
  operatorOrderRefund: endpoint(
    operatorMoneyPaths.operatorOrderRefund,
    'operator',
    opOrderRefundRequest,
    opOrderDetailSchema,
  ),
  operatorReconcile: endpoint(
    operatorMoneyPaths.operatorReconcile,
    'operator',
    opReconcileRequest,
    opReconcileSchema,
  ),
};
