import type { HolidayCalendar, HolidayYear } from '@toolbox/contracts';

/** How a day counts: a working day, a weekend, a statutory holiday, or a weekend day worked instead (调休). */
export type DayKind = 'workday' | 'weekend' | 'holiday' | 'makeup';

/** The table as lookups: the holiday each day belongs to, the make-up working days, the years it covers. */
export interface CalendarIndex {
  holidays: ReadonlyMap<string, HolidayYear['holidays'][number]>;
  makeup: ReadonlySet<string>;
  years: ReadonlySet<number>;
}

const DAY_MS = 86_400_000;
/** The longest range counted (about 100 years): anything longer is a typo. */
export const MAX_RANGE_DAYS = 36_600;

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(toTime(text)) && toIso(toTime(text)) === text;
}

export function indexCalendar(calendar: HolidayCalendar): CalendarIndex {
  const holidays = new Map<string, HolidayYear['holidays'][number]>();
  const makeup = new Set<string>();
  for (const year of calendar.years) {
    for (const h of year.holidays)
      for (let t = toTime(h.start); t <= toTime(h.end); t += DAY_MS) holidays.set(toIso(t), h);
    for (const day of year.workdays) makeup.add(day);
  }
  return { holidays, makeup, years: new Set(calendar.years.map((y) => y.year)) };
}

export function dayKind(iso: string, index: CalendarIndex): DayKind {
  if (index.holidays.has(iso)) return 'holiday';
  if (index.makeup.has(iso)) return 'makeup';
  const weekday = new Date(toTime(iso)).getUTCDay();
  return weekday === 0 || weekday === 6 ? 'weekend' : 'workday';
}

export interface WorkdayCount {
  workdays: number;
  calendarDays: number;
  /** Saturdays and Sundays off (not in a holiday block, not worked). */
  weekendDays: number;
  /** Days off in holiday blocks (weekends inside them included). */
  holidayDays: number;
  /** Weekend days worked instead (调休上班), counted among `workdays`. */
  makeupDays: number;
  /** The holidays the range touches, in order. */
  holidays: string[];
  /** Years of the range the table does not cover: counted Monday to Friday. */
  missingYears: number[];
}

/**
 * Working days from `start` to `end` under China's statutory calendar: Monday to Friday, minus the
 * holiday blocks, plus the weekend days worked instead. Both ends count unless told otherwise; a
 * range given backwards is counted forwards. Null when a date is invalid or the range too long.
 */
export function countWorkdays(
  start: string,
  end: string,
  index: CalendarIndex,
  options: { includeStart?: boolean; includeEnd?: boolean } = {},
): WorkdayCount | null {
  if (!isIsoDate(start) || !isIsoDate(end)) return null;
  const [from, to] =
    toTime(start) <= toTime(end) ? [toTime(start), toTime(end)] : [toTime(end), toTime(start)];
  if ((to - from) / DAY_MS > MAX_RANGE_DAYS) return null;
  const count: WorkdayCount = {
    workdays: 0,
    calendarDays: 0,
    weekendDays: 0,
    holidayDays: 0,
    makeupDays: 0,
    holidays: [],
    missingYears: [],
  };
  const missing = new Set<number>();
  for (let t = from; t <= to; t += DAY_MS) {
    if ((t === from && options.includeStart === false) || (t === to && options.includeEnd === false))
      continue;
    const iso = toIso(t);
    const year = Number(iso.slice(0, 4));
    if (!index.years.has(year)) missing.add(year);
    count.calendarDays++;
    const kind = dayKind(iso, index);
    if (kind === 'workday' || kind === 'makeup') count.workdays++;
    if (kind === 'makeup') count.makeupDays++;
    if (kind === 'weekend') count.weekendDays++;
    if (kind === 'holiday') {
      count.holidayDays++;
      const h = index.holidays.get(iso)!;
      const label = `${h.key}:${h.start}`;
      if (!count.holidays.includes(label)) count.holidays.push(label);
    }
  }
  count.missingYears = [...missing].sort((a, b) => a - b);
  return count;
}

/**
 * The date `n` working days after `start` (n > 0) or before it (n < 0), `start` itself not
 * counted; with the years outside the table it crossed. Null for an invalid date or |n| > 20000.
 */
export function addWorkdays(
  start: string,
  n: number,
  index: CalendarIndex,
): { date: string; missingYears: number[] } | null {
  if (!isIsoDate(start) || !Number.isInteger(n) || Math.abs(n) > 20_000) return null;
  const step = n < 0 ? -DAY_MS : DAY_MS;
  const missing = new Set<number>();
  let t = toTime(start);
  for (let left = Math.abs(n); left > 0;) {
    t += step;
    const iso = toIso(t);
    if (!index.years.has(Number(iso.slice(0, 4)))) missing.add(Number(iso.slice(0, 4)));
    const kind = dayKind(iso, index);
    if (kind === 'workday' || kind === 'makeup') left--;
  }
  return { date: toIso(t), missingYears: [...missing].sort((a, b) => a - b) };
}
