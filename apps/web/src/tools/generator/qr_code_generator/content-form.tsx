import { useId } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { CheckField, InputField, SelectField, TextAreaField } from '../../../ui/field.tsx';
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
        <TextAreaField
          label={t('text')}
          value={value.text}
          placeholder={t('textPlaceholder')}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
        />
      ) : value.mode === 'url' ? (
        <InputField
          label={t('url')}
          hint={t('urlHint')}
          type="url"
          inputMode="url"
          value={value.url}
          placeholder="https://example.com"
          onChange={(event) => onChange({ ...value, url: event.target.value })}
        />
      ) : (
        <div className="qr-wifi">
          <InputField
            label={t('ssid')}
            type="text"
            value={value.wifi.ssid}
            autoComplete="off"
            onChange={(event) => wifi({ ssid: event.target.value })}
          />
          <SelectField
            label={t('security')}
            value={value.wifi.security}
            options={SECURITIES}
            labelOf={(s) => t(`securityOptions.${s}`)}
            onChange={(security) => wifi({ security })}
          />
          {value.wifi.security !== 'nopass' ? (
            <InputField
              label={t('password')}
              type="text"
              value={value.wifi.password}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => wifi({ password: event.target.value })}
            />
          ) : null}
          <CheckField
            label={t('hidden')}
            checked={value.wifi.hidden}
            onChange={(hidden) => wifi({ hidden })}
          />
          <p className="field-hint">{t('wifiHint')}</p>
        </div>
      )}
    </fieldset>
  );
}
