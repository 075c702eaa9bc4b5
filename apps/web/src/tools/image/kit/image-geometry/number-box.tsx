import { useEffect, useState } from 'react';
import { InputField } from '../../../../ui/field.tsx';

/**
 * A whole-number field that lets the user type freely: a valid number within [min, max] is passed on
 * at once, anything else waits; leaving the field shows the value in force again.
 */
export function NumberBox(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}) {
  const { value, min, max, onCommit } = props;
  const [text, setText] = useState(String(value));
  useEffect(() => setText((old) => (Number(old) === value ? old : String(value))), [value]);
  return (
    <InputField
      label={props.label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const n = Number(event.target.value);
        if (event.target.value !== '' && Number.isInteger(n) && n >= min && n <= max) onCommit(n);
      }}
      onBlur={() => setText(String(value))}
    />
  );
}
