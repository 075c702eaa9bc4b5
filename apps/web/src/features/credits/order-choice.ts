import { membershipPeriod, type OrderCycle, type VipLevel } from '@toolbox/contracts';
import { timezoneOffset } from './timezone.ts';

/** Order types: 1 upgrade (above the highest held level), 2 renew (a held level), 3 stack (below it). */
export type OrderTypeCode = 1 | 2 | 3;

/** The spec's default order (section 9): type 1, monthly, level 4. */
export const DEFAULT_ORDER = { type: 1 as OrderTypeCode, cycle: 'monthly' as OrderCycle, level: 4 };

/** The paid levels an order of `type` may buy, given the user's active paid levels. */
export function levelsForType(
  type: OrderTypeCode,
  levels: readonly VipLevel[],
  active: readonly number[],
): number[] {
  const paid = levels.filter(
    (l) => l.monthlyPrice !== null || l.quarterPrice !== null || l.yearlyPrice !== null,
  );
  const highest = Math.max(1, ...active);
  if (type === 2) return paid.filter((l) => active.includes(l.level)).map((l) => l.level);
  if (type === 1) return paid.filter((l) => l.level > highest).map((l) => l.level);
  return paid.filter((l) => l.level < highest && !active.includes(l.level)).map((l) => l.level);
}

/** The type that fits buying `level` (the server refuses any other). */
export function typeForLevel(level: number, active: readonly number[]): OrderTypeCode {
  if (active.includes(level)) return 2;
  return level > Math.max(1, ...active) ? 1 : 3;
}

/** The first choice of the dialog: the level asked for, else the spec's default where it fits. */
export function initialChoice(
  levels: readonly VipLevel[],
  active: readonly number[],
  wanted?: number,
): { type: OrderTypeCode; level: number; cycle: OrderCycle } | null {
  const cycle = DEFAULT_ORDER.cycle;
  if (wanted !== undefined && levels.some((l) => l.level === wanted && l.monthlyPrice !== null)) {
    return { type: typeForLevel(wanted, active), level: wanted, cycle };
  }
  for (const type of [DEFAULT_ORDER.type, 2, 3] as OrderTypeCode[]) {
    const options = levelsForType(type, levels, active);
    if (options.length === 0) continue;
    const level = options.includes(DEFAULT_ORDER.level) ? DEFAULT_ORDER.level : options[options.length - 1]!;
    return { type, level, cycle };
  }
  return null;
}

/**
 * The period an order would cover if paid now, for display before the server's order exists: the
 * same `membershipPeriod` the server quotes and grants with, in this browser's time zone (which
 * the order is created with). A renewal runs on from the level's current end.
 */
export function estimatedPeriod(
  type: OrderTypeCode,
  level: number,
  cycle: OrderCycle,
  periods: readonly { level: number; endTime: string }[],
  now = new Date(),
  offset = timezoneOffset(now),
): { start: Date; end: Date } {
  const held = type === 2 ? periods.find((p) => p.level === level) : undefined;
  return membershipPeriod({
    now,
    cycle,
    timezoneOffset: offset,
    heldEnd: held ? new Date(held.endTime) : null,
  });
}
