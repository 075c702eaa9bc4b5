import { useId } from 'react';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { BARCODE_FORMATS, type BarcodeFormat, type BarcodeStyle } from '@toolbox/toolkit/generators/barcode';

export const defaultStyle: BarcodeStyle = {
  moduleWidth: 2,
  height: 80,
  showText: true,
  foreground: '#000000',
  background: '#ffffff',
};

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

/** The format picker (with the hint for what it accepts). Shared by both barcode tools. */
export function FormatField(props: { value: BarcodeFormat; onChange: (format: BarcodeFormat) => void }) {
  const { t } = useToolTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('format')}</label>
      <select
        id={id}
        value={props.value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.value as BarcodeFormat)}
      >
        {BARCODE_FORMATS.map((format) => (
          <option key={format} value={format}>
            {t(`formats.${format}`)}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="field-hint">
        {t(`formatHints.${props.value}`)}
      </span>
    </div>
  );
}

/** Bar width and height, text toggle and colours. Shared by both barcode tools. */
export function StyleFields(props: { value: BarcodeStyle; onChange: (style: BarcodeStyle) => void }) {
  const { t } = useToolTranslation();
  const id = useId();
  const { value, onChange } = props;
  return (
    <div className="bc-style">
      <div className="field">
        <label htmlFor={`${id}-mw`}>{t('moduleWidth')}</label>
        <input
          id={`${id}-mw`}
          type="number"
          min={1}
          max={8}
          value={value.moduleWidth}
          onChange={(event) =>
            onChange({ ...value, moduleWidth: clamp(Math.round(event.target.valueAsNumber), 1, 8) })
          }
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-h`}>{t('height')}</label>
        <input
          id={`${id}-h`}
          type="number"
          min={10}
          max={600}
          step={10}
          value={value.height}
          onChange={(event) => onChange({ ...value, height: clamp(event.target.valueAsNumber, 10, 600) })}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={value.showText}
          onChange={(event) => onChange({ ...value, showText: event.target.checked })}
        />
        <span>{t('showText')}</span>
      </label>
      <div className="bc-colors">
        <label className="bc-color">
          <input
            type="color"
            value={value.foreground}
            onChange={(event) => onChange({ ...value, foreground: event.target.value })}
          />
          <span>{t('foreground')}</span>
        </label>
        <label className="bc-color">
          <input
            type="color"
            value={value.background}
            onChange={(event) => onChange({ ...value, background: event.target.value })}
          />
          <span>{t('background')}</span>
        </label>
      </div>
    </div>
  );
}

/** Code 39's optional mod 43 check character: shown only while that symbology is chosen. */
export function Code39CheckField(props: {
  format: BarcodeFormat;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useToolTranslation();
  if (props.format !== 'code39') return null;
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>{t('code39Check')}</span>
    </label>
  );
}
