import type { HolidayCalendar } from '@toolbox/contracts';
import { describe, expect, it } from 'vitest';
import { addWorkdays, countWorkdays, dayKind, indexCalendar } from './working-days.ts';

// The State Council's 2026 notice (国务院办公厅关于2026年部分节假日安排的通知), written out again
// here from the notice, apart from the server's table.
const notice2026: HolidayCalendar = {
  years: [
    {
      year: 2026,
      source: 'notice',
      holidays: [
        ['newYear', '2026-01-01', '2026-01-03'],
        ['springFestival', '2026-02-15', '2026-02-23'],
        ['qingming', '2026-04-04', '2026-04-06'],
        ['labourDay', '2026-05-01', '2026-05-05'],
        ['dragonBoat', '2026-06-19', '2026-06-21'],
        ['midAutumn', '2026-09-25', '2026-09-27'],
        ['nationalDay', '2026-10-01', '2026-10-07'],
      ].map(([key, start, end]) => ({
        key: key as 'newYear',
        name: { 'zh-CN': key!, en: key! },
        start: start!,
        end: end!,
      })),
      workdays: ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'],
    },
  ],
};
const index = indexCalendar(notice2026);

describe('working days under the 2026 calendar', () => {
  it('tells holidays, weekends, make-up working days and ordinary days apart', () => {
    expect(dayKind('2026-02-17', index)).toBe('holiday'); // Spring Festival, a Tuesday
    expect(dayKind('2026-02-14', index)).toBe('makeup'); // a Saturday worked
    expect(dayKind('2026-02-07', index)).toBe('weekend');
    expect(dayKind('2026-02-24', index)).toBe('workday');
    expect(dayKind('2026-04-05', index)).toBe('holiday'); // Qingming on a Sunday, inside its block
  });

  it('counts February 2026: 20 weekdays, 6 of them holidays, 2 Saturdays worked → 16', () => {
    expect(countWorkdays('2026-02-01', '2026-02-28', index)).toEqual({
      workdays: 16,
      calendarDays: 28,
      weekendDays: 3, // 1, 7 and 8 February; 14 and 28 are worked, 15, 21 and 22 are in the holiday
      holidayDays: 9,
      makeupDays: 2,
      holidays: ['springFestival:2026-02-15'],
      missingYears: [],
    });
  });

  it('counts the whole of 2026: 261 weekdays − 19 off + 6 worked = 248', () => {
    const year = countWorkdays('2026-01-01', '2026-12-31', index)!;
    expect(year.workdays).toBe(248);
    expect(year.holidays).toHaveLength(7);
    expect(year.calendarDays).toBe(365);
  });

  it('leaves out the start or the end when asked, and counts a backwards range forwards', () => {
    expect(countWorkdays('2026-10-08', '2026-10-12', index)!.workdays).toBe(4); // Thu, Fri, Sat worked, Mon
    expect(countWorkdays('2026-10-08', '2026-10-12', index, { includeStart: false })!.workdays).toBe(3);
    expect(countWorkdays('2026-10-08', '2026-10-12', index, { includeEnd: false })!.workdays).toBe(3);
    expect(countWorkdays('2026-10-12', '2026-10-08', index)!.workdays).toBe(4);
  });

  it('finds the date a number of working days away, across the National Day week', () => {
    expect(addWorkdays('2026-09-30', 1, index)).toEqual({ date: '2026-10-08', missingYears: [] });
    expect(addWorkdays('2026-09-30', 3, index)!.date).toBe('2026-10-10'); // the Saturday worked
    expect(addWorkdays('2026-10-08', -1, index)!.date).toBe('2026-09-30');
    expect(addWorkdays('2026-02-13', 1, index)!.date).toBe('2026-02-14');
  });

  it('says which years it had no table for, counting them Monday to Friday', () => {
    const span = countWorkdays('2026-12-28', '2027-01-08', index)!;
    expect(span.missingYears).toEqual([2027]);
    expect(span.workdays).toBe(10); // 28–31 Dec and 1, 4–8 Jan 2027 as plain weekdays
    expect(addWorkdays('2026-12-31', 1, index)).toEqual({ date: '2027-01-01', missingYears: [2027] });
  });

  it('refuses impossible dates and absurd ranges', () => {
    expect(countWorkdays('2026-02-30', '2026-03-01', index)).toBeNull();
    expect(countWorkdays('2026-1-1', '2026-03-01', index)).toBeNull();
    expect(countWorkdays('1900-01-01', '2100-01-01', index)).toBeNull();
    expect(addWorkdays('2026-01-01', 1.5, index)).toBeNull();
  });
});
