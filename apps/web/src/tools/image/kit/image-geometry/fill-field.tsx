import './image-geometry.css';
import { CheckField, ColorField } from '../../../../ui/field.tsx';

/** A fill: transparent, or a colour picked beside it ('#rrggbb'); see `fillColour`. */
export function FillField(props: {
  value: string;
  onChange: (fill: string) => void;
  transparentLabel: string;
  colourLabel: string;
}) {
  const clear = props.value === 'transparent';
  return (
    <div className="geo-fill">
      <CheckField
        label={props.transparentLabel}
        checked={clear}
        onChange={(on) => props.onChange(on ? 'transparent' : '#ffffff')}
      />
      {clear ? null : <ColorField label={props.colourLabel} value={props.value} onChange={props.onChange} />}
    </div>
  );
}
