import { describe, expect, it } from 'vitest';
import { orderTypeFor, type VipLevel } from '@toolbox/contracts';
import { estimatedPeriod, initialChoice, levelsForType, typeForLevel } from './order-choice.ts';

const level = (n: number, price: number | null): VipLevel => ({
  level: n,
  dailyPoint: n * 100,
  monthlyPrice: price,
  quarterPrice: price === null ? null : price * 3,
  yearlyPrice: price === null ? null : price * 10,
  currency: 'USD',
});
const levels = [level(1, null), level(2, 3), level(3, 5), level(4, 9), level(5, 15)];

describe('order choices', () => {
  it('agrees with the server on the type of every purchase', () => {
    const holdings = [[], [2], [4], [2, 4], [5], [3, 5]];
    for (const active of holdings) {
      for (const n of [2, 3, 4, 5])
        expect(typeForLevel(n, active), `${n} with ${active}`).toBe(orderTypeFor(n, active));
    }
  });

  it('offers the levels each type may buy', () => {
    expect(levelsForType(1, levels, [])).toEqual([2, 3, 4, 5]);
    expect(levelsForType(2, levels, [])).toEqual([]);
    expect(levelsForType(1, levels, [3])).toEqual([4, 5]);
    expect(levelsForType(2, levels, [3])).toEqual([3]);
    expect(levelsForType(3, levels, [3])).toEqual([2]);
  });

  it('starts with the spec default: upgrade, monthly, level 4', () => {
    expect(initialChoice(levels, [])).toEqual({ type: 1, level: 4, cycle: 'monthly' });
    expect(initialChoice(levels, [], 2)).toEqual({ type: 1, level: 2, cycle: 'monthly' });
    expect(initialChoice(levels, [4], 4)).toEqual({ type: 2, level: 4, cycle: 'monthly' });
    // Holding the top level: nothing to upgrade to, so renew it.
    expect(initialChoice(levels, [5])).toEqual({ type: 2, level: 5, cycle: 'monthly' });
    // The free level cannot be ordered.
    expect(initialChoice(levels, [], 1)).toEqual({ type: 1, level: 4, cycle: 'monthly' });
  });

  it('runs a renewal on from the end of the held period', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const held = [{ level: 3, endTime: '2026-02-01T00:00:00Z' }];
    const renew = estimatedPeriod(2, 3, 'quarterly', held, now, 0);
    expect(renew.start.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(renew.end.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    const upgrade = estimatedPeriod(1, 4, 'yearly', held, now, 0);
    expect(upgrade.start.toISOString()).toBe('2026-01-10T00:00:00.000Z');
    expect(upgrade.end.toISOString()).toBe('2027-01-10T00:00:00.000Z');
  });

  it('quotes calendar months in the browser’s time zone, as the server grants (Lv.3 quarterly)', () => {
    // Nov 25, 2026 10:00 in Shanghai (offset -480): the membership ends Feb 25, 2027 10:00 there,
    // not 90 days later (Feb 23), which the server used to record.
    const now = new Date('2026-11-25T02:00:00Z');
    const quoted = estimatedPeriod(1, 3, 'quarterly', [], now, -480);
    expect(quoted.end.toISOString()).toBe('2027-02-25T02:00:00.000Z');
    // Month ends: Jan 31 + 1 month is the last day of February, Feb 29 in a leap year.
    expect(estimatedPeriod(1, 3, 'monthly', [], new Date('2027-01-31T12:00:00Z'), 0).end.toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
    expect(estimatedPeriod(1, 3, 'monthly', [], new Date('2028-01-31T12:00:00Z'), 0).end.toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
    // Jan 31 01:00 at UTC+14 is Jan 30 in UTC: the month end is the user's.
    expect(
      estimatedPeriod(1, 3, 'monthly', [], new Date('2027-01-30T11:00:00Z'), -840).end.toISOString(),
    ).toBe('2027-02-27T11:00:00.000Z');
    // Without an offset it uses the browser's own (the one the order is created with).
    const here = estimatedPeriod(1, 3, 'monthly', [], now);
    expect(here).toEqual(estimatedPeriod(1, 3, 'monthly', [], now, now.getTimezoneOffset()));
  });
});
