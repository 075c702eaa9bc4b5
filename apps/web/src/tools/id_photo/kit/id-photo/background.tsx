import { useId } from 'react';
import { useToolTranslation } from '../../../../framework/tool-context.ts';

/** The usual ID-photo backgrounds (white, the blue and the red of Chinese ID photos). */
export const BACKGROUNDS = [
  { key: 'white', color: '#ffffff' },
  { key: 'blue', color: '#438edb' },
  { key: 'red', color: '#d81e06' },
] as const;

export interface BackgroundValue {
  color: string;
  gradient: boolean;
}

/** Background colour (three presets or any colour) and the gradient switch. */
export function BackgroundPicker(props: {
  value: BackgroundValue;
  onChange: (value: BackgroundValue) => void;
  disabled: boolean;
}) {
  const { t } = useToolTranslation();
  const ids = { custom: useId(), gradient: useId() };
  const { value, onChange, disabled } = props;
  return (
    <fieldset className="field" disabled={disabled}>
      <legend>{t('background')}</legend>
      <div className="row" style={{ flexWrap: 'wrap', gap: 12 }}>
        {BACKGROUNDS.map((b) => (
          <label key={b.key} className="row" style={{ gap: 6 }}>
            <input
              type="radio"
              name="id-photo-background"
              checked={value.color.toLowerCase() === b.color}
              onChange={() => onChange({ ...value, color: b.color })}
            />
            <span
              aria-hidden="true"
              style={{
                width: 16,
                height: 16,
                background: b.color,
                border: '1px solid #999',
                display: 'inline-block',
              }}
            />
            {t(b.key)}
          </label>
        ))}
        <label htmlFor={ids.custom} className="row" style={{ gap: 6 }}>
          {t('anyColour')}
          <input
            id={ids.custom}
            type="color"
            value={value.color}
            onChange={(e) => onChange({ ...value, color: e.target.value })}
          />
        </label>
        <label htmlFor={ids.gradient} className="row" style={{ gap: 6 }}>
          <input
            id={ids.gradient}
            type="checkbox"
            checked={value.gradient}
            onChange={(e) => onChange({ ...value, gradient: e.target.checked })}
          />
          {t('gradient')}
        </label>
      </div>
    </fieldset>
  );
}

/** An optional largest file size in KB (exam sites often ask for 20–200 KB). */
export function MaxSize(props: {
  value: number | null;
  onChange: (v: number | null) => void;
  disabled: boolean;
}) {
  const { t } = useToolTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('maxKB')}</label>
      <input
        id={id}
        type="number"
        min={10}
        max={5000}
        placeholder={t('noLimit')}
        value={props.value ?? ''}
        disabled={props.disabled}
        onChange={(e) =>
          props.onChange(e.target.value === '' ? null : Math.max(10, Math.round(+e.target.value)))
        }
      />
    </div>
  );
}
