import { useId, useState, type FormEvent } from 'react';
import {
  allSystems,
  convertCoord,
  COORD_SYSTEMS,
  type CoordSystem,
  isValidLngLat,
  type LngLat,
  mapAppLinks,
  parseLngLat,
} from '@toolbox/toolkit/geo';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField, SelectField } from '../../../ui/field.tsx';
import { pointText } from '../kit/coords/point-text.ts';

/** Typing a point in any system; the picked point in all three; links to map apps. */
export function PointPanel({ point, onPoint }: { point: LngLat | null; onPoint: (wgs84: LngLat) => void }) {
  const { t } = useToolTranslation();
  const [system, setSystem] = useState<CoordSystem>('wgs84');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [locating, setLocating] = useState(false);
  const errorId = useId();

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
        <SelectField
          label={t('system')}
          value={system}
          options={COORD_SYSTEMS}
          labelOf={(s) => t(`systemNames.${s}`)}
          onChange={setSystem}
        />
        <InputField
          label={t('coords')}
          type="text"
          value={text}
          inputMode="decimal"
          placeholder={t('coordsPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="row" style={{ gap: 8, flexWrap: 'wrap' }}>
          <button type="submit" className="btn btn-primary">
            {t('go')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={locate} disabled={locating}>
            {locating ? t('locating') : t('myLocation')}
          </button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mp-error">
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
                const value = pointText(all[s]);
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
