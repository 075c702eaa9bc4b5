import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { CheckField, ColorField, InputField, SelectField } from '../../../../ui/field.tsx';
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
  return (
    <SelectField
      label={t('format')}
      hint={t(`formatHints.${props.value}`)}
      value={props.value}
      options={BARCODE_FORMATS}
      labelOf={(format) => t(`formats.${format}`)}
      onChange={props.onChange}
    />
  );
}

/** Bar width and height, text toggle and colours. Shared by both barcode tools. */
export function StyleFields(props: { value: BarcodeStyle; onChange: (style: BarcodeStyle) => void }) {
  const { t } = useToolTranslation();
  const { value, onChange } = props;
  const set = (patch: Partial<BarcodeStyle>) => onChange({ ...value, ...patch });
  return (
    <div className="bc-style">
      <InputField
        label={t('moduleWidth')}
        type="number"
        min={1}
        max={8}
        value={value.moduleWidth}
        onChange={(event) => set({ moduleWidth: clamp(Math.round(event.target.valueAsNumber), 1, 8) })}
      />
      <InputField
        label={t('height')}
        type="number"
        min={10}
        max={600}
        step={10}
        value={value.height}
        onChange={(event) => set({ height: clamp(event.target.valueAsNumber, 10, 600) })}
      />
      <CheckField label={t('showText')} checked={value.showText} onChange={(showText) => set({ showText })} />
      <div className="bc-colors">
        <ColorField
          label={t('foreground')}
          value={value.foreground}
          onChange={(foreground) => set({ foreground })}
        />
        <ColorField
          label={t('background')}
          value={value.background}
          onChange={(background) => set({ background })}
        />
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
  return <CheckField label={t('code39Check')} checked={props.checked} onChange={props.onChange} />;
}
