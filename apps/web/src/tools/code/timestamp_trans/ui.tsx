import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField, SelectField } from '../../../ui/field.tsx';
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
} from '@toolbox/toolkit/textcode';
import { ConvertCard } from './convert-card.tsx';
import { LiveClock } from './live-clock.tsx';
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
  const zones = useMemo(() => {
    const names = zoneList();
    return { names, labels: new Map(names.map((z) => [z, `${z} (${formatOffsetOf(z)})`])) };
  }, []);
  const [stamp, setStamp] = useState(() => String(Math.floor(Date.now() / 1000)));
  const [unit, setUnit] = useState<TimestampUnit | 'auto'>('auto');
  const [date, setDate] = useState(() => formatDateTime(Date.now(), localZone()));
  const dateHintId = useId();

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

  // Both boxes hold a value to convert, not words: the row's wide field, no spelling marks or suggestions.
  const valueBox = { fieldClassName: 'ts-grow', type: 'text', autoComplete: 'off', spellCheck: false };

  return (
    <div className="timestamp-tool stack">
      <LiveClock />
      <SelectField
        fieldClassName="ts-zone"
        label={t('timeZone')}
        value={zone}
        options={zones.names}
        onChange={setZone}
        labelOf={(z) => zones.labels.get(z) ?? z}
      />
      <div className="ts-grid">
        <ConvertCard
          title={t('toDate')}
          inputs={
            <>
              <InputField
                {...valueBox}
                label={t('timestamp')}
                inputMode="numeric"
                value={stamp}
                aria-invalid={stamp.trim() && stampMs === null ? true : undefined}
                onChange={(e) => setStamp(e.target.value)}
              />
              <SelectField
                label={t('unit')}
                value={unit}
                options={UNITS}
                onChange={setUnit}
                labelOf={(u) =>
                  u === 'auto' && stamp.trim()
                    ? t('autoUnit', { unit: t(`units.${effectiveUnit}`) })
                    : t(`units.${u}`)
                }
              />
            </>
          }
          rows={stampMs !== null ? describe(stampMs) : null}
          invalid={stamp.trim() ? t('invalidTimestamp') : null}
          testId="date-results"
        />
        <ConvertCard
          title={t('toTimestamp')}
          inputs={
            <>
              <InputField
                {...valueBox}
                label={t('dateTime')}
                value={date}
                aria-describedby={dateHintId}
                aria-invalid={date.trim() && dateMs === null ? true : undefined}
                onChange={(e) => setDate(e.target.value)}
              />
              <button
                type="button"
                className="btn btn-secondary ts-now"
                onClick={() => setDate(formatDateTime(Date.now(), zone))}
              >
                {t('useNow')}
              </button>
            </>
          }
          hint={
            <p className="field-hint" id={dateHintId}>
              {t('dateHint')}
            </p>
          }
          rows={
            dateMs !== null
              ? [
                  [t('resultSeconds'), msToTimestamp(dateMs, 's')],
                  [t('resultMs'), msToTimestamp(dateMs, 'ms')],
                  [t('iso'), formatIso(dateMs, zone)],
                ]
              : null
          }
          invalid={date.trim() ? t('invalidDate') : null}
          testId="stamp-results"
        />
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
