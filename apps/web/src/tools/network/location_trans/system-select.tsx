import { useId } from 'react';
import { COORD_SYSTEMS, type CoordSystem } from '@toolbox/toolkit/geo';
import { useToolTranslation } from '../../../framework/tool-context.ts';

/** A labelled select of the three coordinate systems. */
export function SystemSelect(props: {
  label: string;
  value: CoordSystem;
  onChange: (s: CoordSystem) => void;
}) {
  const { t } = useToolTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value as CoordSystem)}>
        {COORD_SYSTEMS.map((s) => (
          <option key={s} value={s}>
            {t(`systems.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
