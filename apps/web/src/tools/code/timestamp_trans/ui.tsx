import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import {
  formatDateTime,
  formatIso,
  guessUnit,
  msToTimestamp,
  parseDateTime,
  relativeTime,
  timestampToMs,
  zonedTime,
  type TimestampUnit,
} from '@toolbox/toolkit/textcode/timestamp.ts';
import { LiveClock } from './live-clock.tsx';
import { ResultList } from './result-list.tsx';
import './timestamp.css';

const UNITS: Array<TimestampUnit | 'auto'> = ['auto', 's', 'ms', 'us', 'ns'];
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
function zoneList(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([localZone(), 'UTC', ...zones])];
}

export default function TimestampTool() {
  const { t } = useToolTranslation();
  const { i18n } = useTranslation();
  const [zone, setZone] = useState(localZone);
  // Labels with each zone's current offset, computed once (430 zones: not on every keystroke).
  const zones = useMemo(() => zoneList().map((z) => [z, `${z} (${formatOffsetOf(z)})`] as const), []);
  const [stamp, setStamp] = useState(() => String(Math.floor(Date.now() / 1000)));
  const [unit, setUnit] = useState<TimestampUnit | 'auto'>('auto');
  const [date, setDate] = useState(() => formatDateTime(Date.now(), localZone()));
  const ids = { zone: useId(), stamp: useId(), unit: useId(), date: useId(), dateHint: useId() };

  const effectiveUnit = unit === 'auto' ? guessUnit(stamp.trim()) : unit;
  const stampMs = timestampToMs(stamp, effectiveUnit);
  const dateMs = parseDateTime(date, zone);
  const lang = i18n.language;

  const describe = (ms: number): Array<[string, string]> => {
    const rel = relativeTime(ms, Date.now());
    const weekday = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: zone }).format(ms);
    return [
      [t('local'), `${formatDateTime(ms, zone, ms % 1000 !== 0)} (${zone})`],
      [t('iso'), formatIso(ms, zone)],
      [t('utc'), formatDateTime(ms, 'UTC', ms % 1000 !== 0)],
      [t('relative'), new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(rel.value, rel.unit)],
      [t('weekday'), weekday],
    ];
  };

  return (
    <div className="timestamp-tool stack">
      <LiveClock />
      <div className="field ts-zone">
        <label htmlFor={ids.zone}>{t('timeZone')}</label>
        <select id={ids.zone} value={zone} onChange={(e) => setZone(e.target.value)}>
          {zones.map(([z, label]) => (
            <option key={z} value={z}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="ts-grid">
        <section className="card stack" aria-labelledby={`${ids.stamp}-h`}>
          <h2 className="ts-title" id={`${ids.stamp}-h`}>
            {t('toDate')}
          </h2>
          <div className="ts-row">
            <div className="field ts-grow">
              <label htmlFor={ids.stamp}>{t('timestamp')}</label>
              <input
                type="text"
                id={ids.stamp}
                inputMode="numeric"
                value={stamp}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={stamp.trim() && stampMs === null ? true : undefined}
                onChange={(e) => setStamp(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={ids.unit}>{t('unit')}</label>
              <select
                id={ids.unit}
                value={unit}
                onChange={(e) => setUnit(e.target.value as TimestampUnit | 'auto')}
              >
                {UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u === 'auto' && stamp.trim()
                      ? t('autoUnit', { unit: t(`units.${effectiveUnit}`) })
                      : t(`units.${u}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {stampMs !== null ? (
            <ResultList rows={describe(stampMs)} testId="date-results" />
          ) : stamp.trim() ? (
            <p className="notice notice-error" role="alert">
              {t('invalidTimestamp')}
            </p>
          ) : null}
        </section>

        <section className="card stack" aria-labelledby={`${ids.date}-h`}>
          <h2 className="ts-title" id={`${ids.date}-h`}>
            {t('toTimestamp')}
          </h2>
          <div className="ts-row">
            <div className="field ts-grow">
              <label htmlFor={ids.date}>{t('dateTime')}</label>
              <input
                type="text"
                id={ids.date}
                value={date}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={ids.dateHint}
                aria-invalid={date.trim() && dateMs === null ? true : undefined}
                onChange={(e) => setDate(e.target.value)}
              />
            </div>
            <button
              type="button"
              className="btn btn-secondary ts-now"
              onClick={() => setDate(formatDateTime(Date.now(), zone))}
            >
              {t('useNow')}
            </button>
          </div>
          <p className="field-hint" id={ids.dateHint}>
            {t('dateHint')}
          </p>
          {dateMs !== null ? (
            <ResultList
              testId="stamp-results"
              rows={[
                [t('resultSeconds'), msToTimestamp(dateMs, 's')],
                [t('resultMs'), msToTimestamp(dateMs, 'ms')],
                [t('iso'), formatIso(dateMs, zone)],
              ]}
            />
          ) : date.trim() ? (
            <p className="notice notice-error" role="alert">
              {t('invalidDate')}
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** "UTC+08:00" for the zone's offset right now. */
function formatOffsetOf(zone: string): string {
  const minutes = zonedTime(Date.now(), zone).offsetMinutes;
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
