import { useId } from 'react';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { InputField } from '../../../../ui/field.tsx';
import { RadioChips } from '../../../../ui/segmented.tsx';
import type { HeicFormat, HeicOptions } from './protocol.ts';

const FORMATS: readonly HeicFormat[] = ['jpeg', 'png'];

/** Output format (JPEG or PNG) and, for JPEG, the quality and encoder; `quality` is the typed text. */
export function HeicOptionsFields(props: {
  format: HeicFormat;
  quality: string;
  smallest: boolean;
  onFormat: (f: HeicFormat) => void;
  onQuality: (text: string) => void;
  onSmallest: (smallest: boolean) => void;
}) {
  const { t } = useToolTranslation();
  const id = useId();
  const valid = parseQuality(props.quality) !== null;
  return (
    <fieldset className="card stack heic-options">
      <legend>{t('heic.format')}</legend>
      <RadioChips
        className="row"
        itemClassName="chip"
        name={`${id}-format`}
        value={props.format}
        options={FORMATS}
        labelOf={(f) => t(`heic.formats.${f}`)}
        onChange={props.onFormat}
      />
      {props.format === 'jpeg' ? (
        <>
          <InputField
            label={t('heic.quality')}
            hint={valid ? t('heic.qualityHint') : undefined}
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
            value={props.quality}
            aria-invalid={!valid}
            below={
              valid ? null : (
                <span role="alert" className="field-error">
                  {t('heic.qualityInvalid')}
                </span>
              )
            }
            onChange={(e) => props.onQuality(e.currentTarget.value)}
          />
          <label className="check">
            <input
              type="checkbox"
              checked={props.smallest}
              onChange={(e) => props.onSmallest(e.currentTarget.checked)}
            />
            <span>{t('heic.smallest')}</span>
          </label>
        </>
      ) : (
        <p className="muted">{t('heic.pngHint')}</p>
      )}
      <p className="muted">{t('heic.keeps')}</p>
    </fieldset>
  );
}

/** A whole number 1..100, or null. */
export function parseQuality(text: string): number | null {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : null;
}

/** The run's options, or null while the typed quality is not valid. */
export function heicRunOptions(format: HeicFormat, quality: string, smallest: boolean): HeicOptions | null {
  if (format === 'png') return { format, quality: 100, smallest: false };
  const q = parseQuality(quality);
  return q === null ? null : { format, quality: q, smallest };
}
