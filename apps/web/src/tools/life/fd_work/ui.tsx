import { useEffect, useMemo, useState } from 'react';
import type { HolidayCalendar } from '@toolbox/contracts';
import { call } from '../../../api/call.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { CheckField, InputField } from '../../../ui/field.tsx';
import { Icon, Spinner } from '../../../ui/icons.tsx';
import { ModeTabs } from '../../../ui/segmented.tsx';
import { HolidayTable } from './holiday-table.tsx';
import { addWorkdays, countWorkdays, indexCalendar, type CalendarIndex } from './working-days.ts';
import './fd-work.css';

type Mode = 'count' | 'add';
const modes: readonly Mode[] = ['count', 'add'];

/** Today (the visitor's own date) as YYYY-MM-DD, moved by `days`. */
function localDate(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function useHolidayCalendar() {
  const [state, setState] = useState<{ calendar: HolidayCalendar | null; failed: boolean }>({
    calendar: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    call('holidayCalendar', {}, { silent: true }).then(
      (calendar) => live && setState({ calendar, failed: false }),
      () => live && setState({ calendar: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** fd_work: working days between two dates, or the Nth working day, under China's statutory holiday calendar. */
export default function FdWorkTool() {
  const { t } = useToolTranslation();
  const locale = useLocale();
  const { calendar, failed } = useHolidayCalendar();
  const index = useMemo(() => (calendar ? indexCalendar(calendar) : null), [calendar]);
  const [mode, setMode] = useState<Mode>('count');

  if (failed)
    return (
      <div className="notice notice-error" role="alert">
        <Icon name="alert" />
        <span>{t('loadFailed')}</span>
      </div>
    );
  if (!calendar || !index) return <Spinner label={t('loading')} />;
  return (
    <div className="stack fd-work">
      {/* This or next year without the State Council's table: counted Monday to Friday (server's say). */}
      <Missing years={calendar.missingYears ?? []} />
      <ModeTabs
        className="row"
        label={t('modeLabel')}
        value={mode}
        options={modes}
        labelOf={(m) => t(`modes.${m}`)}
        onChange={setMode}
      />
      <div hidden={mode !== 'count'}>
        <CountPanel index={index} />
      </div>
      <div hidden={mode !== 'add'}>
        <AddPanel index={index} />
      </div>
      <HolidayTable calendar={calendar} locale={locale} />
    </div>
  );
}

function Missing({ years }: { years: number[] }) {
  const { t } = useToolTranslation();
  if (!years.length) return null;
  return (
    <div className="notice" role="note">
      <Icon name="info" />
      <span>{t('missing', { years: years.join(', ') })}</span>
    </div>
  );
}

function CountPanel({ index }: { index: CalendarIndex }) {
  const { t } = useToolTranslation();
  const locale = useLocale();
  const [start, setStart] = useState(() => localDate());
  const [end, setEnd] = useState(() => localDate(30));
  const [includeStart, setIncludeStart] = useState(true);
  const [includeEnd, setIncludeEnd] = useState(true);
  const count = countWorkdays(start, end, index, { includeStart, includeEnd });
  const names = (count?.holidays ?? []).map((label) => {
    const [, startDay] = label.split(':');
    return index.holidays.get(startDay!)!.name[locale];
  });
  return (
    <section className="card stack">
      <div className="fd-dates">
        <InputField label={t('start')} type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        <InputField label={t('end')} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
      </div>
      <div className="row">
        <CheckField label={t('includeStart')} checked={includeStart} onChange={setIncludeStart} />
        <CheckField label={t('includeEnd')} checked={includeEnd} onChange={setIncludeEnd} />
      </div>
      <div role="status" className="stack fd-result">
        {count ? (
          <>
            <p className="fd-big" data-testid="fd-workdays">
              {t('workdays', { count: count.workdays })}
            </p>
            <p className="muted">
              {t('breakdown', {
                calendar: count.calendarDays,
                weekend: count.weekendDays,
                holiday: count.holidayDays,
                makeup: count.makeupDays,
              })}
            </p>
            {names.length ? (
              <p>{t('holidaysHit', { names: names.join(locale === 'zh-CN' ? '、' : ', ') })}</p>
            ) : null}
            <Missing years={count.missingYears} />
          </>
        ) : (
          <p className="fd-error">{t('invalid')}</p>
        )}
      </div>
    </section>
  );
}

function AddPanel({ index }: { index: CalendarIndex }) {
  const { t } = useToolTranslation();
  const locale = useLocale();
  const [start, setStart] = useState(() => localDate());
  const [days, setDays] = useState('10');
  const n = Number(days);
  const found = days.trim() && Number.isInteger(n) && n !== 0 ? addWorkdays(start, n, index) : null;
  const weekday = found
    ? new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(`${found.date}T00:00:00Z`),
      )
    : '';
  return (
    <section className="card stack">
      <div className="fd-dates">
        <InputField label={t('from')} type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        <InputField
          label={t('days')}
          hint={t('daysHint')}
          type="number"
          step={1}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </div>
      <div role="status" className="stack fd-result">
        {found ? (
          <>
            <p className="fd-big" data-testid="fd-date">
              {t(n > 0 ? 'resultDate' : 'resultDateBack', { count: Math.abs(n), date: found.date, weekday })}
            </p>
            <Missing years={found.missingYears} />
          </>
        ) : (
          <p className="fd-error">{t('invalidDays')}</p>
        )}
      </div>
    </section>
  );
}
