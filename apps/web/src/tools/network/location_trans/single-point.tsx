import { useId, useState, type ClipboardEvent } from 'react';
import {
  allSystems,
  COORD_SYSTEMS,
  type CoordSystem,
  formatDegrees,
  isValidLngLat,
  outOfChina,
  parseLngLat,
} from '@toolbox/toolkit/geo';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField } from '../../../ui/field.tsx';
import { pointText } from '../kit/coords/point-text.ts';
import { SystemSelect } from './system-select.tsx';

/** One point typed or pasted, shown at once in all three systems. */
export function SinglePoint() {
  const { t } = useToolTranslation();
  const [from, setFrom] = useState<CoordSystem>('wgs84');
  const [lng, setLng] = useState('116.404');
  const [lat, setLat] = useState('39.915');
  const ids = { hint: useId(), error: useId() };

  const point = { lng: Number(lng), lat: Number(lat) };
  const filled = lng.trim() !== '' && lat.trim() !== '';
  const valid = filled && isValidLngLat(point);
  const all = valid ? allSystems(point, from) : null;

  // Pasting "lng,lat" into either box fills both.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const both = parseLngLat(event.clipboardData.getData('text'));
    if (!both) return;
    event.preventDefault();
    setLng(String(both.lng));
    setLat(String(both.lat));
  };

  return (
    <div className="stack">
      <div className="card stack">
        <SystemSelect label={t('from')} value={from} onChange={setFrom} />
        <div className="lt-pair">
          <InputField
            label={t('lng')}
            type="text"
            inputMode="decimal"
            value={lng}
            aria-describedby={ids.hint}
            aria-invalid={filled && !valid ? true : undefined}
            onChange={(e) => setLng(e.target.value)}
            onPaste={onPaste}
          />
          <InputField
            label={t('lat')}
            type="text"
            inputMode="decimal"
            value={lat}
            aria-invalid={filled && !valid ? true : undefined}
            onChange={(e) => setLat(e.target.value)}
            onPaste={onPaste}
          />
        </div>
        <p id={ids.hint} className="field-hint">
          {t('pasteHint')}
        </p>
        {filled && !valid ? (
          <p role="alert" className="lt-error" id={ids.error}>
            {t('invalid')}
          </p>
        ) : null}
      </div>
      {all ? (
        <section className="card" aria-live="polite">
          <h2 className="lt-title">{t('results')}</h2>
          <table className="lt-table" data-testid="single-results">
            <thead>
              <tr>
                <th scope="col">{t('system')}</th>
                <th scope="col">{t('lng')}</th>
                <th scope="col">{t('lat')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('copyResults')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {COORD_SYSTEMS.map((s) => {
                return (
                  <tr key={s} className={s === from ? 'is-source' : undefined} data-system={s}>
                    <th scope="row">{t(`short.${s}`)}</th>
                    <td className="lt-num">{formatDegrees(all[s].lng)}</td>
                    <td className="lt-num">{formatDegrees(all[s].lat)}</td>
                    <td>
                      <CopyButton
                        text={pointText(all[s])}
                        label={t('copyPoint', { system: t(`short.${s}`) })}
                        className="btn btn-ghost lt-copy"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {outOfChina(all.wgs84) ? <p className="field-hint">{t('outside')}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
