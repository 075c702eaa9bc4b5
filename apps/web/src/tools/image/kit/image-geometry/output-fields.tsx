import './image-geometry.css';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { OutputOptionsFields, type OutputOptions } from '../../../../features/image-batch/output-options.tsx';
import { GEOMETRY_FORMATS } from './output.ts';

/**
 * The batch kit's output fields with the geometry tools' formats, and the note on transparency.
 * With a fill colour (`fill`) the picture is drawn onto that colour, so nothing is left transparent
 * for the output's background colour: that second colour field is left out.
 */
export function GeometryOutputFields(props: {
  value: OutputOptions;
  onChange: (next: OutputOptions) => void;
  fill?: string;
}) {
  const { t } = useToolTranslation();
  return (
    <div className="stack">
      <OutputOptionsFields
        value={props.value}
        onChange={props.onChange}
        formats={GEOMETRY_FORMATS}
        background={props.fill === undefined || props.fill === 'transparent'}
      />
      {props.value.format === 'keep' ? <p className="field-hint">{t('outputNote')}</p> : null}
    </div>
  );
}
