import { readFileSync } from 'node:fs';
import { holidayCalendarResponse, type HolidayCalendar } from '@toolbox/contracts';

/** Where the table lives: an operator adds a year (or corrects one) here and restarts the server. */
export const HOLIDAY_TABLE = new URL('./cn-holidays.json', import.meta.url);

/**
 * The Chinese statutory holiday calendar (the State Council's yearly notice): each year's holiday
 * blocks and the weekend days worked instead (调休). Read and checked once; a table that does not
 * fit the schema stops the server at start rather than giving wrong answers.
 */
export function loadHolidayTable(file: URL = HOLIDAY_TABLE): HolidayCalendar {
  const parsed = holidayCalendarResponse.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { years: [...parsed.years].sort((a, b) => a.year - b.year) };
}
