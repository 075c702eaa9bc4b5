import { COORD_SYSTEMS, type CoordSystem } from '@toolbox/toolkit/geo';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { SelectField } from '../../../ui/field.tsx';

/** A labelled select of the three coordinate systems. */
export function SystemSelect(props: {
  label: string;
  value: CoordSystem;
  onChange: (s: CoordSystem) => void;
}) {
  const { t } = useToolTranslation();
  return (
    <SelectField
      label={props.label}
      value={props.value}
      options={COORD_SYSTEMS}
      labelOf={(s) => t(`systems.${s}`)}
      onChange={props.onChange}
    />
  );
}
