import './image-geometry.css';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { OutputOptionsFields, type OutputOptions } from '../image-batch/output-options.tsx';
import { GEOMETRY_FORMATS } from './output.ts';

/** The batch kit's output fields with the geometry tools' formats, and the note on transparency. */
export function GeometryOutputFields(props: {
  value: OutputOptions;
  onChange: (next: OutputOptions) => void;
}) {
  const { t } = useToolTranslation();
  return (
    <div className="stack">
      <OutputOptionsFields value={props.value} onChange={props.onChange} formats={GEOMETRY_FORMATS} />
      {props.value.format === 'keep' ? <p className="field-hint">{t('outputNote')}</p> : null}
    </div>
  );
}
