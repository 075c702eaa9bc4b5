import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** What every labelled control shares: the visible label, an optional hint under it, the wrapper's class. */
interface FieldFrame {
  label: ReactNode;
  /** A short help line under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Extra classes for the wrapping `.field` element. */
  fieldClassName?: string;
}

/** The ids one field needs: the control's (given or generated) and its hint's. */
function useFieldIds(given: string | undefined, hasHint: boolean) {
  const generated = useId();
  const id = given ?? generated;
  return { id, hintId: hasHint ? `${id}-hint` : undefined };
}

function Frame(props: FieldFrame & { id: string; hintId?: string; children: ReactNode }) {
  const { label, hint, fieldClassName, id, hintId, children } = props;
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint != null && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A labelled `<input>` (text, number, search, url, colour…): every other prop goes to the input. */
export function InputField(props: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const { label, hint, fieldClassName, id: givenId, ...input } = props;
  const { id, hintId } = useFieldIds(givenId, hint != null);
  return (
    <Frame label={label} hint={hint} fieldClassName={fieldClassName} id={id} hintId={hintId}>
      <input id={id} aria-describedby={hintId} {...input} />
    </Frame>
  );
}

/** A labelled `<textarea>`: every other prop goes to the textarea. */
export function TextAreaField(props: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { label, hint, fieldClassName, id: givenId, ...area } = props;
  const { id, hintId } = useFieldIds(givenId, hint != null);
  return (
    <Frame label={label} hint={hint} fieldClassName={fieldClassName} id={id} hintId={hintId}>
      <textarea id={id} aria-describedby={hintId} {...area} />
    </Frame>
  );
}

interface SelectFieldProps<T extends string>
  extends FieldFrame, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** The visible text of one option. */
  labelOf: (option: T) => ReactNode;
}

/** A labelled `<select>` over a fixed list of string values. */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const { label, hint, fieldClassName, id: givenId, value, options, onChange, labelOf, ...select } = props;
  const { id, hintId } = useFieldIds(givenId, hint != null);
  return (
    <Frame label={label} hint={hint} fieldClassName={fieldClassName} id={id} hintId={hintId}>
      <select
        id={id}
        aria-describedby={hintId}
        value={value}
        onChange={(e) => onChange(options.find((o) => o === e.target.value) ?? value)}
        {...select}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </Frame>
  );
}

interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: ReactNode;
  onChange: (checked: boolean) => void;
}

/** A checkbox inside its own label (the whole line is the click target). */
export function CheckField(props: CheckFieldProps) {
  const { label, onChange, className, ...input } = props;
  return (
    <label className={className ? `check ${className}` : 'check'}>
      <input type="checkbox" onChange={(e) => onChange(e.target.checked)} {...input} />
      <span>{label}</span>
    </label>
  );
}
