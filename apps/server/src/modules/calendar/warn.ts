import { HOLIDAY_DICT_CODE, overdueYears, type CalendarView } from './service.ts';

/**
 * Logs what an operator has to do about the table at `now`: a year that should be there (this
 * year; next year from December) and is not, and operator years that were refused. True when it warned.
 */
export function warnAboutCalendar(
  log: { warn(details: object, message: string): void },
  view: CalendarView,
  now: Date,
): boolean {
  const overdue = overdueYears(
    view.years.map((y) => y.year),
    now,
  );
  if (overdue.length)
    log.warn(
      { years: overdue },
      `holiday calendar: no table for ${overdue.join(', ')}; fd_work counts those years Monday to Friday. ` +
        `Add the State Council's notice in the operator console (Content → Holidays) or the dictionary entry ${HOLIDAY_DICT_CODE}.`,
    );
  if (view.rejected.length)
    log.warn({ rejected: view.rejected }, `holiday calendar: years of ${HOLIDAY_DICT_CODE} left out`);
  return overdue.length > 0 || view.rejected.length > 0;
}
