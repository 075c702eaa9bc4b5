import { useId } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { WifiSecurity } from '@toolbox/toolkit/generators';
import type { ContentState, Mode } from './payload.ts';

const MODES: Mode[] = ['url', 'text', 'wifi'];
const SECURITIES: WifiSecurity[] = ['WPA', 'WEP', 'nopass'];

/** The content fields: a link, free text, or a Wi-Fi network. */
export function ContentForm(props: { value: ContentState; onChange: (value: ContentState) => void }) {
  const { t } = useToolTranslation();
  const { value, onChange } = props;
  const id = useId();
  const wifi = (patch: Partial<ContentState['wifi']>) =>
    onChange({ ...value, wifi: { ...value.wifi, ...patch } });

  return (
    <fieldset className="qr-content">
      <legend className="field-label">{t('content')}</legend>
      <div className="qr-modes" role="radiogroup" aria-label={t('content')}>
        {MODES.map((mode) => (
          <label key={mode} className={`qr-mode${value.mode === mode ? ' is-active' : ''}`}>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={value.mode === mode}
              onChange={() => onChange({ ...value, mode })}
            />
            <span>{t(`modes.${mode}`)}</span>
          </label>
        ))}
      </div>
      {value.mode === 'text' ? (
        <div className="field">
          <label htmlFor={`${id}-text`}>{t('text')}</label>
          <textarea
            id={`${id}-text`}
            value={value.text}
            placeholder={t('textPlaceholder')}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
          />
        </div>
      ) : value.mode === 'url' ? (
        <div className="field">
          <label htmlFor={`${id}-url`}>{t('url')}</label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={value.url}
            placeholder="https://example.com"
            aria-describedby={`${id}-url-hint`}
            onChange={(event) => onChange({ ...value, url: event.target.value })}
          />
          <span id={`${id}-url-hint`} className="field-hint">
            {t('urlHint')}
          </span>
        </div>
      ) : (
        <div className="qr-wifi">
          <div className="field">
            <label htmlFor={`${id}-ssid`}>{t('ssid')}</label>
            <input
              id={`${id}-ssid`}
              type="text"
              value={value.wifi.ssid}
              autoComplete="off"
              onChange={(event) => wifi({ ssid: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-security`}>{t('security')}</label>
            <select
              id={`${id}-security`}
              value={value.wifi.security}
              onChange={(event) => wifi({ security: event.target.value as WifiSecurity })}
            >
              {SECURITIES.map((s) => (
                <option key={s} value={s}>
                  {t(`securityOptions.${s}`)}
                </option>
              ))}
            </select>
          </div>
          {value.wifi.security !== 'nopass' ? (
            <div className="field">
              <label htmlFor={`${id}-password`}>{t('password')}</label>
              <input
                id={`${id}-password`}
                type="text"
                value={value.wifi.password}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => wifi({ password: event.target.value })}
              />
            </div>
          ) : null}
          <label className="check">
            <input
              type="checkbox"
              checked={value.wifi.hidden}
              onChange={(event) => wifi({ hidden: event.target.checked })}
            />
            <span>{t('hidden')}</span>
          </label>
          <p className="field-hint">{t('wifiHint')}</p>
        </div>
      )}
    </fieldset>
  );
}
