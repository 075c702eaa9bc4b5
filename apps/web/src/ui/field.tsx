import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** What every labelled control shares: the visible label, an optional hint under it, the wrapper's class. */
interface FieldFrame {
  label: ReactNode;
  /** A short help line under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Extra classes for the wrapping `.field` element. */
  fieldClassName?: string;
  /** More lines under the hint, inside the field (for example one problem per input line). */
  below?: ReactNode;
  id?: string;
}

/** Splits a field's props into the frame's and the control's, and gives the control its ids. */
function useFrame<P extends FieldFrame>(props: P) {
  const { label, hint, fieldClassName, below, id: givenId, ...control } = props;
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint != null ? `${id}-hint` : undefined;
  return { frame: { label, hint, fieldClassName, below, id, hintId }, id, hintId, control };
}

function Frame(props: Omit<FieldFrame, 'id'> & { id: string; hintId?: string; children: ReactNode }) {
  const { label, hint, fieldClassName, below, id, hintId, children } = props;
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint != null && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {below}
    </div>
  );
}

/** A labelled `<input>` (text, number, search, url, colour…): every other prop goes to the input. */
export function InputField(props: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, id, hintId, control } = useFrame(props);
  return (
    <Frame {...frame}>
      <input id={id} aria-describedby={hintId} {...control} />
    </Frame>
  );
}

type SearchFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
    value: string;
    onChange: (text: string) => void;
  };

/** A labelled search box without the browser's autocomplete; hands out the typed text. */
export function SearchField(props: SearchFieldProps) {
  const { onChange, ...rest } = props;
  return <InputField type="search" autoComplete="off" {...rest} onChange={(e) => onChange(e.target.value)} />;
}

/** A labelled `<textarea>`: every other prop goes to the textarea. */
export function TextAreaField(props: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { frame, id, hintId, control } = useFrame(props);
  return (
    <Frame {...frame}>
      <textarea id={id} aria-describedby={hintId} {...control} />
    </Frame>
  );
}

interface SelectFieldProps<T extends string | number>
  extends FieldFrame, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> {
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** The visible text of one option. */
  labelOf: (option: T) => ReactNode;
}

/** A labelled `<select>` over a fixed list of values (strings or numbers; the chosen one comes back as given). */
export function SelectField<T extends string | number>(props: SelectFieldProps<T>) {
  const { frame, id, hintId, control } = useFrame(props);
  const { value, options, onChange, labelOf, ...select } = control;
  return (
    <Frame {...frame}>
      <select
        id={id}
        aria-describedby={hintId}
        value={value}
        onChange={(e) => onChange(options.find((o) => String(o) === e.target.value) ?? value)}
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

interface ColorFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  label: ReactNode;
  value: string;
  onChange: (color: string) => void;
}

/** A colour swatch with its name beside it, both inside one label (a foreground or background colour). */
export function ColorField(props: ColorFieldProps) {
  const { label, onChange, className, ...input } = props;
  return (
    <label className={className ? `color-field ${className}` : 'color-field'}>
      <input type="color" onChange={(e) => onChange(e.target.value)} {...input} />
      <span>{label}</span>
    </label>
  );
}
