import type { HolidayCalendar, Locale } from '@toolbox/contracts';
import { useToolTranslation } from '../../../framework/tool-context.ts';

/** The schedule as published: each year's holidays with their dates and the weekend days worked. */
export function HolidayTable({ calendar, locale }: { calendar: HolidayCalendar; locale: Locale }) {
  const { t } = useToolTranslation();
  return (
    <details className="card fd-table">
      <summary>{t('table')}</summary>
      <p className="muted">{t('tableNote')}</p>
      {calendar.years.map((year) => (
        <section key={year.year}>
          <h3>{year.year}</h3>
          <ul>
            {year.holidays.map((h) => (
              <li key={h.start}>
                <strong>{h.name[locale]}</strong> {t('holidayRange', { start: h.start, end: h.end })}
              </li>
            ))}
          </ul>
          <p className="muted">
            {year.workdays.length ? t('makeup', { days: year.workdays.join(', ') }) : t('noMakeup')}
          </p>
        </section>
      ))}
    </details>
  );
}
