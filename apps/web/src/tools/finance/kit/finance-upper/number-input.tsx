import type { ReactNode } from 'react';
import { InputField } from '../../../../ui/field.tsx';

/**
 * The card both tools open with: the large number box with its hint, any extra options (children),
 * and example values that fill the box when clicked.
 */
export function NumberInputCard(props: {
  id: string;
  label: string;
  hint: string;
  placeholder: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  examplesLabel: string;
  examples: readonly string[];
  children?: ReactNode;
}) {
  const { onChange } = props;
  return (
    <div className="card stack">
      <InputField
        id={props.id}
        label={props.label}
        hint={props.hint}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="fin-input"
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {props.children}
      <div className="row fin-examples">
        <span className="muted">{props.examplesLabel}</span>
        {props.examples.map((example) => (
          <button key={example} type="button" className="btn btn-ghost" onClick={() => onChange(example)}>
            {example}
          </button>
        ))}
      </div>
    </div>
  );
}
