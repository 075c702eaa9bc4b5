import { readFileSync } from 'node:fs';
import {
  holidayCalendarResponse,
  holidayYearSchema,
  type HolidayCalendar,
  type HolidayYear,
  type Locale,
} from '@toolbox/contracts';
import { cachedRead } from '../../db/cached-read.ts';
import type { Database } from '../../db/open.ts';
import { listDictRows } from '../dict/service.ts';

/** The years shipped with the server (the State Council's notices known at release). */
export const HOLIDAY_TABLE = new URL('./cn-holidays.json', import.meta.url);

/**
 * The dictionary entry (edition 'all') where an operator adds or corrects a year without a deploy:
 * `{ "years": [ ...one object per year, as in cn-holidays.json... ] }`. A year there replaces the
 * shipped year of the same number. Written by the operator console (Content → Holidays) or its
 * Dictionary tab; both check each year before saving.
 */
export const HOLIDAY_DICT_CODE = 'cn_holidays';

/**
 * The Chinese statutory holiday calendar shipped in cn-holidays.json. Read and checked once; a
 * table that does not fit the schema stops the server at start rather than giving wrong answers.
 */
export function loadHolidayTable(file: URL = HOLIDAY_TABLE): HolidayCalendar {
  const parsed = holidayCalendarResponse.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { years: [...parsed.years].sort((a, b) => a.year - b.year) };
}

const DAY = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isWeekend = (iso: string) => [0, 6].includes(new Date(toTime(iso)).getUTCDay());
function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = toTime(start); t <= toTime(end) && out.length < 400; t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * What is wrong with one year's table (empty when nothing): blocks that end before they start or
 * lie outside the year (New Year and Spring Festival may start in the year before), overlapping
 * blocks, make-up working days that are not weekends or fall on a holiday or in another year, and,
 * since 2025 (13 statutory days), weekdays off minus make-up days other than 13.
 */
export function holidayYearProblems(entry: HolidayYear): string[] {
  const problems: string[] = [];
  const year = String(entry.year);
  const off: string[] = [];
  for (const h of entry.holidays) {
    if (h.start > h.end) problems.push(`${h.key}: ends before it starts`);
    const startsInYear = h.start.slice(0, 4) === year;
    const endsInYear = h.end.slice(0, 4) === year;
    if (!endsInYear || (!startsInYear && h.key !== 'newYear' && h.key !== 'springFestival'))
      problems.push(`${h.key}: not in ${year}`);
    off.push(...daysOf(h.start, h.end));
  }
  if (new Set(off).size !== off.length) problems.push('holiday blocks overlap');
  for (const day of entry.workdays) {
    if (day.slice(0, 4) !== year) problems.push(`${day}: make-up working day not in ${year}`);
    if (!isWeekend(day)) problems.push(`${day}: a make-up working day must be a Saturday or Sunday`);
    if (off.includes(day)) problems.push(`${day}: both a holiday and a working day`);
  }
  if (entry.year >= 2025) {
    const weekdaysOff = off.filter((day) => !isWeekend(day)).length;
    if (weekdaysOff - entry.workdays.length !== 13)
      problems.push(
        `weekdays off (${weekdaysOff}) minus make-up days (${entry.workdays.length}) must be 13 statutory days`,
      );
  }
  return problems;
}

/** The years of the operator's dictionary entry that parse and are consistent; the others are reported. */
export function operatorYears(value: unknown): { years: HolidayYear[]; rejected: string[] } {
  const list = (value as { years?: unknown } | null)?.years;
  if (!Array.isArray(list))
    return { years: [], rejected: value == null ? [] : ['value.years is not a list'] };
  const years: HolidayYear[] = [];
  const rejected: string[] = [];
  list.forEach((raw, i) => {
    const parsed = holidayYearSchema.safeParse(raw);
    if (!parsed.success) return rejected.push(`years[${i}]: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const problems = holidayYearProblems(parsed.data);
    if (problems.length) return rejected.push(`${parsed.data.year}: ${problems.join('; ')}`);
    years.push(parsed.data);
  });
  return { years, rejected };
}

/** Shipped years with the operator's laid over them (theirs win), in order, each with where it came from. */
export function mergeYears(
  shipped: HolidayCalendar,
  added: readonly HolidayYear[],
): (HolidayYear & { origin: 'shipped' | 'operator' })[] {
  const byYear = new Map<number, HolidayYear & { origin: 'shipped' | 'operator' }>();
  for (const y of shipped.years) byYear.set(y.year, { ...y, origin: 'shipped' });
  for (const y of added) byYear.set(y.year, { ...y, origin: 'operator' });
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}

/** This year and the next (in China's time zone, UTC+8): the years fd_work is for. */
export function coveredYears(now: Date): [number, number] {
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  return [year, year + 1];
}

/**
 * The years that should be in the table by now and are not: this year always, next year from
 * 1 December (China time), as the State Council publishes it in October or November.
 */
export function overdueYears(years: readonly number[], now: Date): number[] {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const [thisYear, nextYear] = coveredYears(now);
  const due = china.getUTCMonth() === 11 ? [thisYear, nextYear] : [thisYear];
  return due.filter((y) => !years.includes(y));
}

const notes: Record<Locale, (years: string) => string> = {
  'zh-CN': (years) =>
    `${years} 年的法定节假日安排尚未公布或尚未录入，这些年份暂按周一至周五上班、周六周日休息计算。`,
  en: (years) =>
    `The official public holiday arrangement for ${years} is not published or not loaded yet: those years are counted as working Monday to Friday, weekends off.`,
};

/** The note for years the table lacks (empty when it lacks none). */
export function missingNote(missing: readonly number[], locale: Locale): string {
  return missing.length ? notes[locale](missing.join(locale === 'zh-CN' ? '、' : ', ')) : '';
}

/** The calendar as served: the table, this and next year when missing (counted weekends-only), and why. */
export interface CalendarView {
  years: (HolidayYear & { origin: 'shipped' | 'operator' })[];
  rejected: string[];
}

/** The calendar (shipped table + operator's entry), from memory until the dictionary changes in any process. */
export function readCalendar(db: Database, shipped: HolidayCalendar): Promise<CalendarView> {
  return cachedRead(db, 'calendar:cn', ['dict_entry'], async (d) => {
    const row = (await listDictRows(d)).find((r) => r.code === HOLIDAY_DICT_CODE && r.edition === 'all');
    const { years, rejected } = operatorYears(row?.value ?? null);
    return { years: mergeYears(shipped, years), rejected };
  });
}

/** The answer of /ut/calendar/cn-holidays at `now`, in `locale`. */
export function calendarAnswer(view: CalendarView, now: Date, locale: Locale): HolidayCalendar {
  const have = view.years.map((y) => y.year);
  const missingYears = coveredYears(now).filter((y) => !have.includes(y));
  return {
    years: view.years.map(({ origin: _origin, ...year }) => year),
    missingYears,
    note: missingNote(missingYears, locale),
  };
}
