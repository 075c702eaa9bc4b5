import type { HolidayCalendar } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appSuite, post } from '../../test/backends.ts';
import { putDictEntry } from '../dict/service.ts';
import { warnAboutCalendar } from './warn.ts';
import { syntheticYear } from './testing.ts';
import {
  coveredYears,
  HOLIDAY_DICT_CODE,
  holidayYearProblems,
  loadHolidayTable,
  mergeYears,
  missingNote,
  operatorYears,
  overdueYears,
} from './service.ts';

const table = loadHolidayTable();
const y2026 = table.years.find((y) => y.year === 2026)!;

/** A log that remembers its warnings. */
function fakeLog() {
  const warnings: string[] = [];
  return { warnings, warn: (_o: unknown, text: string) => void warnings.push(text) };
}

describe('the statutory holiday table', () => {
  it.each(table.years.map((y) => [y.year, y] as const))('shipped %i is consistent', (_year, entry) => {
    expect(holidayYearProblems(entry)).toEqual([]);
  });

  it('holds the 2026 notice: a 9-day Spring Festival from 15 February, worked on 14 and 28 February', () => {
    expect(y2026.holidays.find((h) => h.key === 'springFestival')).toMatchObject({
      start: '2026-02-15',
      end: '2026-02-23',
    });
    expect(y2026.workdays).toEqual([
      '2026-01-04',
      '2026-02-14',
      '2026-02-28',
      '2026-05-09',
      '2026-09-20',
      '2026-10-10',
    ]);
  });

  it('finds what is wrong with a year an operator types in', () => {
    expect(holidayYearProblems(syntheticYear(2031))).toEqual([]);
    const weekdayWorked = { ...y2026, workdays: [...y2026.workdays, '2026-03-03'] };
    expect(holidayYearProblems(weekdayWorked).join('\n')).toMatch(
      /2026-03-03: a make-up working day must be/,
    );
    const overlap = {
      ...y2026,
      holidays: [...y2026.holidays, { ...y2026.holidays[0]!, key: 'midAutumn' as const }],
    };
    expect(holidayYearProblems(overlap)).toContain('holiday blocks overlap');
    const short = { ...y2026, holidays: y2026.holidays.slice(1) };
    expect(holidayYearProblems(short).join('\n')).toMatch(/must be 13 statutory days/);
    const wrongYear = { ...syntheticYear(2031), year: 2032 };
    expect(holidayYearProblems(wrongYear).join('\n')).toMatch(/not in 2032/);
  });

  it("keeps an operator's consistent years and refuses the others with the reason", () => {
    const { years, rejected } = operatorYears({ years: [syntheticYear(2031), { year: 2032 }, y2026] });
    expect(years.map((y) => y.year)).toEqual([2031, 2026]);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatch(/^years\[1\]/);
    expect(operatorYears('nonsense').rejected).toEqual(['value.years is not a list']);
    const merged = mergeYears(table, [{ ...y2026, source: 'corrected' }, syntheticYear(2031)]);
    expect(merged.map((y) => [y.year, y.origin])).toEqual([
      [2025, 'shipped'],
      [2026, 'operator'],
      [2031, 'operator'],
    ]);
    expect(merged.find((y) => y.year === 2026)!.source).toBe('corrected');
  });

  it('ships every year due today: this one, and next year from 1 December (China time)', () => {
    // Issue 21 asks for this reminder: it fails on purpose, on the real date, once the State Council's
    // notice for next year is due (published in October or November) and cn-holidays.json lacks it.
    // Add the year there (see the module README); an operator can serve it sooner from the console.
    expect(
      overdueYears(
        table.years.map((y) => y.year),
        new Date(),
      ),
    ).toEqual([]);
  });

  it('expects next year from 1 December, China time (injected clock)', () => {
    const years = [2025, 2026];
    // 30 November 23:59 in Beijing is 15:59 UTC: not yet.
    expect(overdueYears(years, new Date('2026-11-30T15:59:00Z'))).toEqual([]);
    expect(overdueYears(years, new Date('2026-12-01T00:00:00+08:00'))).toEqual([2027]);
    expect(overdueYears([...years, 2027], new Date('2026-12-20T00:00:00Z'))).toEqual([]);
    // In January the new year itself is due, the one after is not yet.
    expect(overdueYears(years, new Date('2027-01-05T00:00:00Z'))).toEqual([2027]);
    expect(coveredYears(new Date('2026-12-31T16:30:00Z'))).toEqual([2027, 2028]);
  });

  it('warns at start from December when next year is missing, not before (injected clock)', () => {
    const view = { years: mergeYears(table, []), rejected: [] };
    const november = fakeLog();
    expect(warnAboutCalendar(november, view, new Date('2026-11-26T04:00:00Z'))).toBe(false);
    expect(november.warnings).toEqual([]);
    const december = fakeLog();
    expect(warnAboutCalendar(december, view, new Date('2026-12-02T04:00:00Z'))).toBe(true);
    expect(december.warnings[0]).toMatch(/no table for 2027/);
    const added = fakeLog();
    const withNext = { years: mergeYears(table, [syntheticYear(2027)]), rejected: [] };
    expect(warnAboutCalendar(added, withNext, new Date('2026-12-02T04:00:00Z'))).toBe(false);
  });

  it('says in both languages that a missing year is counted Monday to Friday', () => {
    expect(missingNote([2027], 'zh-CN')).toBe(
      '2027 年的法定节假日安排尚未公布或尚未录入，这些年份暂按周一至周五上班、周六周日休息计算。',
    );
    expect(missingNote([2027, 2028], 'en')).toMatch(
      /^The official public holiday arrangement for 2027, 2028 is not published/,
    );
    expect(missingNote([], 'en')).toBe('');
  });
});

describe('/ut/calendar/cn-holidays', () => {
  let app: FastifyInstance;
  appSuite('pglite', (suite) => ({ app } = suite));

  it('serves the shipped table with the years it lacks, then a year the operator adds, without a restart', async () => {
    const covered = coveredYears(app.clock.now());
    const lacking = covered.filter((y) => !table.years.some((t) => t.year === y));
    const answer = await post(app, '/ut/calendar/cn-holidays', {}, { lang: 'zh-CN' });
    expect(answer.body.code).toBe('000');
    const before = answer.body.data as HolidayCalendar;
    expect(before.years).toEqual(table.years);
    expect(before.missingYears).toEqual(lacking);
    expect(before.note).toBe(missingNote(lacking, 'zh-CN'));

    const next = covered[1]!;
    await putDictEntry(app.database.db, { code: HOLIDAY_DICT_CODE, value: { years: [syntheticYear(next)] } });
    const after = (await post(app, '/ut/calendar/cn-holidays', {}, { lang: 'en' })).body
      .data as HolidayCalendar;
    expect(after.years.map((y) => y.year)).toContain(next);
    expect(after.missingYears).toEqual(lacking.filter((y) => y !== next));
    expect(after.note).toBe(
      missingNote(
        lacking.filter((y) => y !== next),
        'en',
      ),
    );
  });
});
