/*
 * The operator console's dashboard and the user page's records and blocking (issue 20). Every call is
 * 'operator' access like those of operator.ts: checked on the server (session, role, idle time).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { operatorPaths } from './operator-paths.ts';

/** The dashboard's periods: the user's today, the last 7 or 30 days (today included), this month. */
export const dashboardRanges = ['today', '7d', '30d', 'month'] as const;
export type DashboardRange = (typeof dashboardRanges)[number];

export const opDashboardRequest = z.object({
  range: z.enum(dashboardRanges).default('today'),
  /** The browser's `Date.getTimezoneOffset()` (minutes, UTC minus local): days begin at its midnight. */
  timezoneOffset: z.number().int().min(-840).max(840).default(0),
});

const countPair = z.object({ today: z.number().int(), month: z.number().int() });

export const opDashboardSchema = z.object({
  range: z.enum(dashboardRanges),
  /** The period read: [from, to), ISO times. */
  from: z.string(),
  to: z.string(),
  /** Headline figures, whatever the range: users active (a session used) and sign-ups. */
  activeUsers: countPair,
  signups: countPair,
  /** Per day of the range (YYYY-MM-DD in the requested offset), days without any included. */
  days: z.array(z.object({ day: z.string(), signups: z.number().int(), paidOrders: z.number().int() })),
  /** Sign-ups of the range by the channel (`cid`) that brought them; '' = no channel. */
  channels: z.array(
    z.object({
      channel: z.string(),
      signups: z.number().int(),
      visits: z.number().int(),
      paidOrders: z.number().int(),
    }),
  ),
  /** Paid trades of the range by provider and currency; amount in minor units (fen, cents). */
  revenue: z.array(
    z.object({
      provider: z.string(),
      currency: z.string(),
      orders: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  /** Function credits granted (positive entries) and spent (deductions) in the range. */
  credits: z.object({
    granted: z.number().int(),
    spent: z.number().int(),
    /**
     * From when the figures are whole: the range's start, or later when the roll-up of swept
     * ledger rows began on a database that had already lost older ones.
     */
    since: z.string(),
  }),
  /** Server tasks created in the range per tool; failureRate = failed / (done + failed), 0..1. */
  tasks: z.array(
    z.object({
      funcCode: z.string(),
      total: z.number().int(),
      done: z.number().int(),
      failed: z.number().int(),
      pending: z.number().int(),
      failureRate: z.number(),
    }),
  ),
  /** From when the task figures are whole (as credits.since, for swept tasks). */
  tasksSince: z.string(),
  /** The job queues now: jobs waiting (created or retry) and running (active). */
  queues: z.array(z.object({ name: z.string(), waiting: z.number().int(), active: z.number().int() })),
});
export type OpDashboard = z.infer<typeof opDashboardSchema>;

/** What the user page shows besides the account: levels held, orders, newest tasks, blocking. */
export const opUserRecordsSchema = z.object({
  blockedAt: z.string().nullable(),
  levels: z.array(
    z.object({ level: z.number().int(), startTime: z.string(), endTime: z.string(), active: z.boolean() }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['order', 'func']),
      subject: z.string(),
      provider: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      /** -2 failed, -1 invalid, 0 created, 1 paying, 2 paid. */
      status: z.number().int(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  tasks: z.array(
    z.object({
      id: z.string(),
      funcCode: z.string(),
      /** 0 waiting, 1 running, 2 done, -1 failed. */
      status: z.number().int(),
      errorKey: z.string(),
      createdAt: z.string(),
      finishedAt: z.string().nullable(),
    }),
  ),
});
export type OpUserRecords = z.infer<typeof opUserRecordsSchema>;

export const opUserBlockRequest = z.object({
  userId: z.string().trim().min(1).max(100),
  blocked: z.boolean(),
  /** Required: kept in the audit log. */
  reason: z.string().trim().min(1).max(200),
});
export const opUserBlockResponse = z.object({
  blockedAt: z.string().nullable(),
  /** Sessions ended by a block (0 for an unblock). */
  revoked: z.number().int(),
});

export const operatorDashboardEndpoints = {
  operatorDashboard: endpoint(
    operatorPaths.operatorDashboard,
    'operator',
    opDashboardRequest,
    opDashboardSchema,
  ),
  operatorUserRecords: endpoint(
    operatorPaths.operatorUserRecords,
    'operator',
    z.object({ userId: z.string().trim().min(1).max(100) }),
    opUserRecordsSchema,
  ),
  operatorUserBlock: endpoint(
    operatorPaths.operatorUserBlock,
    'operator',
    opUserBlockRequest,
    opUserBlockResponse,
  ),
};
