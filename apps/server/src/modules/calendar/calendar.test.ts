import { describe, expect, it } from 'vitest';
import { appSuite, post } from '../../test/backends.ts';
import type { FastifyInstance } from 'fastify';
import { loadHolidayTable } from './service.ts';

const table = loadHolidayTable();
const DAY = 86_400_000;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const isWeekend = (iso: string) => weekday(iso) === 0 || weekday(iso) === 6;
function days(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

describe('the statutory holiday table', () => {
  it('has this year and, from December on, next year (the State Council publishes it in October or November)', () => {
    // This test fails on purpose when the operator has not added next year's notice in time:
    // add it to cn-holidays.json (see the module README).
    const now = new Date();
    const years = table.years.map((y) => y.year);
    expect(years, `add ${now.getFullYear()} to cn-holidays.json`).toContain(now.getFullYear());
    if (now.getMonth() === 11) {
      expect(years, `the ${now.getFullYear() + 1} notice is out: add it to cn-holidays.json`).toContain(
        now.getFullYear() + 1,
      );
    }
  });

  it.each(table.years.map((y) => [y.year, y] as const))('%i is consistent', (year, entry) => {
    const off = entry.holidays.flatMap((h) => {
      expect(h.start <= h.end, `${h.key} ends before it starts`).toBe(true);
      expect(h.start.slice(0, 4) === String(year) || h.key === 'newYear' || h.key === 'springFestival').toBe(
        true,
      );
      return days(h.start, h.end);
    });
    expect(new Set(off).size, 'holiday blocks overlap').toBe(off.length);
    for (const day of entry.workdays) {
      expect(isWeekend(day), `${day} is a make-up working day, so a Saturday or Sunday`).toBe(true);
      expect(off, `${day} is both a holiday and a working day`).not.toContain(day);
    }
    // Since 2025 there are 13 statutory days: the weekdays off minus the weekend days worked
    // instead must come to 13 (statutory days falling on a weekend are made up by a weekday off).
    if (year >= 2025) {
      const weekdaysOff = off.filter((day) => !isWeekend(day)).length;
      expect(weekdaysOff - entry.workdays.length).toBe(13);
    }
  });

  it('holds the 2026 notice: a 9-day Spring Festival from 15 February, worked on 14 and 28 February', () => {
    const y2026 = table.years.find((y) => y.year === 2026)!;
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
});

describe('/ut/calendar/cn-holidays', () => {
  let app: FastifyInstance;
  appSuite('pglite', (suite) => ({ app } = suite));

  it('serves the table to anyone', async () => {
    const answer = await post(app, '/ut/calendar/cn-holidays', {});
    expect(answer.body.code).toBe('000');
    expect(answer.body.data).toEqual(table);
  });
});
