import type { OrderCycle } from './credits.ts';

/** Calendar months a membership period lasts per cycle. */
export const cycleMonths: Record<OrderCycle, number> = { monthly: 1, quarterly: 3, yearly: 12 };

const MINUTE_MS = 60_000;

/**
 * `months` calendar months after the instant `from`, counted on the wall clock of the user's time
 * zone (`timezoneOffset` as a browser gives it: minutes behind UTC, e.g. -480 in Shanghai). The
 * same local time of day on the same day of the month; a day the target month lacks becomes its
 * last day (Jan 31 + 1 month is Feb 28, or Feb 29 in a leap year).
 */
export function addCalendarMonths(from: Date, months: number, timezoneOffset: number): Date {
  // A fixed offset has no daylight saving, so local time is UTC shifted by the offset.
  const local = new Date(from.getTime() - timezoneOffset * MINUTE_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted + timezoneOffset * MINUTE_MS);
}

/** What decides a membership period: when it is bought, what, and where the user's day is. */
export interface MembershipPeriodInput {
  /** The instant of the purchase (the quote's now, or the payment's). */
  now: Date;
  cycle: OrderCycle;
  /** The user's time zone as the order carries it (spec: timezoneOffset, browser minutes). */
  timezoneOffset: number;
  /** The end of the same level when the user holds it: a renewal runs on from there. */
  heldEnd?: Date | null;
}

/**
 * The period a membership order covers: from `now` (or from the held level's end, when it is
 * later) for the cycle's calendar months in the user's time zone. The one rule for the price
 * dialog's quote, the created order's period and the grant when the payment succeeds.
 */
export function membershipPeriod(input: MembershipPeriodInput): { start: Date; end: Date } {
  const held = input.heldEnd ?? null;
  const start = held && held.getTime() > input.now.getTime() ? new Date(held.getTime()) : input.now;
  return { start, end: addCalendarMonths(start, cycleMonths[input.cycle], input.timezoneOffset) };
}
