import type { HolidayYear } from '@toolbox/contracts';

/** A made-up but consistent year: one block from 1 October holding 13 weekdays, no make-up days. */
export function syntheticYear(year: number): HolidayYear {
  let weekdays = 0;
  let t = Date.UTC(year, 9, 1);
  for (; ; t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) weekdays++;
    if (weekdays === 13) break;
  }
  return {
    year,
    source: `test ${year}`,
    holidays: [
      {
        key: 'nationalDay',
        name: { 'zh-CN': '国庆节', en: 'National Day' },
        start: `${year}-10-01`,
        end: new Date(t).toISOString().slice(0, 10),
      },
    ],
    workdays: [],
  };
}
