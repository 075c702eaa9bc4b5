import { useId, useState, type FormEvent } from 'react';
import {
  allSystems,
  convertCoord,
  COORD_SYSTEMS,
  type CoordSystem,
  formatDegrees,
  isValidLngLat,
  type LngLat,
  mapAppLinks,
  parseLngLat,
} from '@toolbox/toolkit/geo';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';

/** Typing a point in any system; the picked point in all three; links to map apps. */
export function PointPanel({ point, onPoint }: { point: LngLat | null; onPoint: (wgs84: LngLat) => void }) {
  const { t } = useToolTranslation();
  const [system, setSystem] = useState<CoordSystem>('wgs84');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [locating, setLocating] = useState(false);
  const ids = { system: useId(), text: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const p = parseLngLat(text);
    if (!p || !isValidLngLat(p)) {
      setError(t('badCoords'));
      return;
    }
    setError('');
    onPoint(convertCoord(p, system, 'wgs84'));
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setError(t('locateFailed'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setError('');
        onPoint({ lng: pos.coords.longitude, lat: pos.coords.latitude });
      },
      () => {
        setLocating(false);
        setError(t('locateFailed'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const all = point ? allSystems(point, 'wgs84') : null;
  return (
    <div className="stack mp-panel">
      <form className="card stack" onSubmit={submit} aria-label={t('enter')}>
        <div className="field">
          <label htmlFor={ids.system}>{t('system')}</label>
          <select id={ids.system} value={system} onChange={(e) => setSystem(e.target.value as CoordSystem)}>
            {COORD_SYSTEMS.map((s) => (
              <option key={s} value={s}>
                {t(`systemNames.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.text}>{t('coords')}</label>
          <input
            id={ids.text}
            type="text"
            value={text}
            inputMode="decimal"
            placeholder={t('coordsPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            spellCheck={false}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="row" style={{ gap: 8, flexWrap: 'wrap' }}>
          <button type="submit" className="btn btn-primary">
            {t('go')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={locate} disabled={locating}>
            {locating ? t('locating') : t('myLocation')}
          </button>
        </div>
        {error ? (
          <p id={ids.error} role="alert" className="mp-error">
            {error}
          </p>
        ) : null}
      </form>
      <section className="card stack" aria-live="polite" data-testid="picked">
        <h2 className="mp-title">{t('picked')}</h2>
        {all && point ? (
          <>
            <dl className="mp-coords">
              {COORD_SYSTEMS.map((s) => {
                const value = `${formatDegrees(all[s].lng)},${formatDegrees(all[s].lat)}`;
                return (
                  <div key={s} className="mp-coord" data-system={s}>
                    <dt>{t(`systems.${s}`)}</dt>
                    <dd>{value}</dd>
                    <CopyButton
                      text={value}
                      label={t('copy', { system: t(`systems.${s}`) })}
                      className="btn-ghost"
                    />
                  </div>
                );
              })}
            </dl>
            <h3 className="mp-subtitle">{t('openIn')}</h3>
            <ul className="mp-links">
              {mapAppLinks(point).map((l) => (
                <li key={l.app}>
                  <a
                    className="btn btn-secondary"
                    href={l.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-app={l.app}
                  >
                    <span>{t(`apps.${l.app}`)}</span>
                    <span className="muted mp-uses">
                      {t('usesSystem', { system: t(`systems.${l.system}`) })}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="field-hint">{t('linksNote')}</p>
          </>
        ) : (
          <p className="muted">{t('none')}</p>
        )}
      </section>
    </div>
  );
}
