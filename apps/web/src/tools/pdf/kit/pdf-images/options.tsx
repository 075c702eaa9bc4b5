import { useId } from 'react';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { RadioChips } from '../../../../ui/segmented.tsx';
import { SCALES, type ImageFormat } from './render.ts';

/** Image format (PNG / JPG) and render scale (1.5 by default, the spec's scale; higher for print). */
export function ImageOptions(props: {
  format: ImageFormat;
  scale: string;
  onFormat: (format: ImageFormat) => void;
  onScale: (scale: string) => void;
}) {
  const { t } = useToolTranslation();
  const id = useId();
  return (
    <div className="pdf-images-options">
      <fieldset>
        <legend>{t('format')}</legend>
        <RadioChips
          className="pdf-images-chips"
          name={`${id}-format`}
          value={props.format}
          options={['png', 'jpg'] as const}
          onChange={props.onFormat}
          labelOf={(f) => f.toUpperCase()}
        />
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-scale`}>{t('scale')}</label>
        <select id={`${id}-scale`} value={props.scale} onChange={(e) => props.onScale(e.target.value)}>
          {SCALES.map((scale) => (
            <option key={scale} value={scale}>
              {t(`scale_${scale.replace('.', '_')}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
