import { useDeferredValue, useId, useMemo, useState } from 'react';
import {
  batchToCsv,
  convertCoord,
  type CoordSystem,
  formatDegrees,
  parseCoordLines,
} from '@toolbox/toolkit/geo';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { downloadBlob } from '../../../framework/download.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon } from '../../../ui/icons.tsx';
import { SystemSelect } from './system-select.tsx';

/** Rows rendered in the table; copy and download always cover everything. */
const SHOWN = 500;

/** One point per line, converted as you type, as a table with copy and CSV download. */
export function BatchConvert() {
  const { t } = useToolTranslation();
  const [text, setText] = useState('');
  const [from, setFrom] = useState<CoordSystem>('wgs84');
  const [to, setTo] = useState<CoordSystem>('gcj02');
  const inputId = useId();
  const deferred = useDeferredValue(text);

  const rows = useMemo(
    () =>
      parseCoordLines(deferred).map((l) =>
        'issue' in l ? { ...l, out: null } : { ...l, out: convertCoord(l.point, from, to) },
      ),
    [deferred, from, to],
  );
  const okCount = rows.filter((r) => r.out).length;
  const bad = rows.length - okCount;

  const plain = () =>
    rows.map((r) => (r.out ? `${formatDegrees(r.out.lng)},${formatDegrees(r.out.lat)}` : '')).join('\n');
  const download = () =>
    downloadBlob(
      // A BOM so spreadsheet apps read the Chinese header as UTF-8.
      new Blob(['\ufeff' + batchToCsv(parseCoordLines(text), from, to, t('csvHeader').split(','))], {
        type: 'text/csv;charset=utf-8',
      }),
      `coordinates-${from}-to-${to}.csv`,
    );

  return (
    <div className="stack">
      <div className="card stack">
        <div className="lt-direction">
          <SystemSelect label={t('from')} value={from} onChange={setFrom} />
          <button
            type="button"
            className="icon-button lt-swap"
            aria-label={t('swap')}
            title={t('swap')}
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
          >
            ⇄
          </button>
          <SystemSelect label={t('to')} value={to} onChange={setTo} />
        </div>
        <div className="field">
          <label htmlFor={inputId}>{t('batchInput')}</label>
          <textarea
            id={inputId}
            rows={7}
            value={text}
            placeholder={t('batchPlaceholder')}
            spellCheck={false}
            className="lt-mono"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      {rows.length ? (
        <section className="card stack" aria-live="polite">
          <div className="lt-batch-head">
            <p role="status" className="lt-title" data-testid="batch-summary">
              {t('summary', { count: okCount })}
              {bad ? t('failed', { count: bad }) : ''}
            </p>
            <div className="row" style={{ gap: 8, flexWrap: 'wrap' }}>
              <CopyButton text={plain} label={t('copyResults')} disabled={!okCount} />
              <button type="button" className="btn btn-secondary" onClick={download}>
                <Icon name="download" size={18} />
                <span>{t('downloadCsv')}</span>
              </button>
            </div>
          </div>
          <div className="lt-scroll">
            <table className="lt-table" data-testid="batch-results">
              <thead>
                <tr>
                  <th scope="col">{t('line')}</th>
                  <th scope="col">
                    {t('input')} ({t(`short.${from}`)})
                  </th>
                  <th scope="col">
                    {t('output')} ({t(`short.${to}`)})
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, SHOWN).map((r) => (
                  <tr key={r.line} className={r.out ? undefined : 'is-bad'}>
                    <td>{r.line}</td>
                    <td className="lt-num">{r.text}</td>
                    <td className="lt-num">
                      {r.out
                        ? `${formatDegrees(r.out.lng)}, ${formatDegrees(r.out.lat)}`
                        : t(`issues.${'issue' in r ? r.issue : 'format'}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > SHOWN ? (
            <p className="field-hint">{t('more', { shown: SHOWN, total: rows.length })}</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
