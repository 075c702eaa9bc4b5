import { eq } from 'drizzle-orm';
import { membershipPeriod, type OrderCycle } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appSuite, backends } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { createOrder, previewPeriod, settleOrder } from './orders.ts';
import { memberships, vipOrders } from './tables.ts';

/** Browser timezoneOffsets (minutes behind UTC). */
const UTC = 0;
const UTC_MINUS_12 = 720;
const UTC_PLUS_14 = -840;
const SHANGHAI = -480;

/** An instant given as the wall-clock time of a zone, e.g. local('2026-11-25T10:00', SHANGHAI). */
function local(wallClock: string, offset: number): Date {
  return new Date(Date.parse(`${wallClock}:00.000Z`) + offset * 60_000);
}
/** The wall-clock time of an instant in a zone, as 'YYYY-MM-DDTHH:MM'. */
function wallClock(at: Date, offset: number): string {
  return new Date(at.getTime() - offset * 60_000).toISOString().slice(0, 16);
}

interface Case {
  what: string;
  bought: string;
  offset: number;
  cycle: OrderCycle;
  /** The end's wall-clock time in the same zone. */
  ends: string;
}

const cases: Case[] = [
  // The reported case: Lv.3 quarterly quoted '– Feb 25, 2027', recorded 'Feb 23' (90 days).
  {
    what: 'quarterly in Shanghai',
    bought: '2026-11-25T10:00',
    offset: SHANGHAI,
    cycle: 'quarterly',
    ends: '2027-02-25T10:00',
  },
  {
    what: 'Jan 31 monthly',
    bought: '2027-01-31T09:30',
    offset: UTC,
    cycle: 'monthly',
    ends: '2027-02-28T09:30',
  },
  {
    what: 'Jan 31 monthly, leap year',
    bought: '2028-01-31T09:30',
    offset: UTC,
    cycle: 'monthly',
    ends: '2028-02-29T09:30',
  },
  {
    what: 'Feb 28 monthly',
    bought: '2027-02-28T20:00',
    offset: UTC,
    cycle: 'monthly',
    ends: '2027-03-28T20:00',
  },
  {
    what: 'Feb 29 yearly',
    bought: '2028-02-29T12:00',
    offset: UTC,
    cycle: 'yearly',
    ends: '2029-02-28T12:00',
  },
  {
    what: 'Nov 30 quarterly at UTC-12',
    bought: '2026-11-30T23:30',
    offset: UTC_MINUS_12,
    cycle: 'quarterly',
    ends: '2027-02-28T23:30',
  },
  {
    what: 'Nov 30 monthly at UTC+14',
    bought: '2026-11-30T00:15',
    offset: UTC_PLUS_14,
    cycle: 'monthly',
    ends: '2026-12-30T00:15',
  },
  // Jan 31 at UTC+14 is still Jan 30 in UTC: the month end is the user's, not the server's.
  {
    what: 'Jan 31 at UTC+14 (Jan 30 in UTC)',
    bought: '2027-01-31T01:00',
    offset: UTC_PLUS_14,
    cycle: 'monthly',
    ends: '2027-02-28T01:00',
  },
  // Jan 31 at UTC-12 is already Feb 1 in UTC.
  {
    what: 'Jan 31 at UTC-12 (Feb 1 in UTC)',
    bought: '2027-01-31T22:00',
    offset: UTC_MINUS_12,
    cycle: 'monthly',
    ends: '2027-02-28T22:00',
  },
  {
    what: 'Feb 29 quarterly in Shanghai',
    bought: '2028-02-29T08:00',
    offset: SHANGHAI,
    cycle: 'quarterly',
    ends: '2028-05-29T08:00',
  },
];

describe('membershipPeriod: calendar months in the user’s time zone', () => {
  it.each(cases)('$what', ({ bought, offset, cycle, ends }) => {
    const { start, end } = membershipPeriod({ now: local(bought, offset), cycle, timezoneOffset: offset });
    expect(wallClock(start, offset)).toBe(bought);
    expect(wallClock(end, offset)).toBe(ends);
  });
});

describe.each(backends)('the quoted period is the granted one on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite));

  /** Quote (the dialog's rule and the created order's period), pay at the same instant, read the grant. */
  async function buy(
    userId: string,
    level: number,
    type: 1 | 2,
    c: Pick<Case, 'offset' | 'cycle'>,
    now: Date,
  ) {
    const db = app.database.db;
    const order = await createOrder(
      db,
      userId,
      'intl',
      { type, level, cycle: c.cycle, timezoneOffset: c.offset },
      now,
    );
    const [held] = await db.select().from(memberships).where(eq(memberships.userId, userId));
    const dialog = membershipPeriod({
      now,
      cycle: c.cycle,
      timezoneOffset: c.offset,
      heldEnd: held?.endTime,
    });
    const quoted = await previewPeriod(db, order, now);
    const settled = await settleOrder(
      db,
      {
        orderId: order.id,
        provider: 'sandbox',
        transactionId: `tx-${order.id}`,
        amount: order.amount,
        currency: 'USD',
      },
      now,
    );
    expect(settled.outcome).toBe('granted');
    const [granted] = await db.select().from(memberships).where(eq(memberships.userId, userId));
    const [recorded] = await db.select().from(vipOrders).where(eq(vipOrders.id, order.id));
    return { dialog, quoted, granted: granted!, recorded: recorded! };
  }

  it.each(cases)('$what', async (c) => {
    const user = await newUser(app);
    const { dialog, quoted, granted, recorded } = await buy(user.id, 3, 1, c, local(c.bought, c.offset));
    expect(quoted).toEqual(dialog);
    expect(granted.endTime).toEqual(quoted.end);
    expect(recorded.startTime).toEqual(quoted.start);
    expect(recorded.endTime).toEqual(quoted.end);
    expect(wallClock(granted.endTime, c.offset)).toBe(c.ends);
  });

  it('renews from the held end by the same rule (Jan 31 in Shanghai, then a month more)', async () => {
    const user = await newUser(app);
    const first = await buy(
      user.id,
      2,
      1,
      { offset: SHANGHAI, cycle: 'monthly' },
      local('2026-12-31T10:00', SHANGHAI),
    );
    expect(wallClock(first.granted.endTime, SHANGHAI)).toBe('2027-01-31T10:00');
    const renewal = await buy(
      user.id,
      2,
      2,
      { offset: SHANGHAI, cycle: 'monthly' },
      local('2027-01-20T18:00', SHANGHAI),
    );
    expect(renewal.quoted).toEqual(renewal.dialog);
    expect(renewal.quoted.start).toEqual(first.granted.endTime);
    expect(renewal.granted.endTime).toEqual(renewal.quoted.end);
    expect(renewal.granted.startTime).toEqual(first.granted.startTime);
    expect(wallClock(renewal.granted.endTime, SHANGHAI)).toBe('2027-02-28T10:00');
  });
});
