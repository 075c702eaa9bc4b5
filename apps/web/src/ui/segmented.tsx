import type { ReactNode } from 'react';

interface ChoiceProps<T extends string> {
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** The visible text of one option. */
  labelOf: (option: T) => ReactNode;
  className?: string;
}

/**
 * Buttons that switch between the modes of a tool (role tablist), the selected one in the primary style.
 * Panels stay the caller's: keep them mounted and hide the inactive ones so typed input survives a switch.
 */
export function ModeTabs<T extends string>(props: ChoiceProps<T> & { label: string }) {
  const { value, options, onChange, labelOf, label, className } = props;
  return (
    <div className={className} role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={value === option}
          className={`btn ${value === option ? 'btn-primary' : 'btn-secondary'}`}
          onClick={() => onChange(option)}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}

/**
 * A one-of-many choice drawn as chips: real radio inputs (so arrow keys and screen readers work),
 * visually hidden, each inside its label; the chosen label carries `is-active` for styling.
 */
export function RadioChips<T extends string>(
  props: ChoiceProps<T> & { name: string; itemClassName?: string },
) {
  const { value, options, onChange, labelOf, name, className, itemClassName } = props;
  return (
    <div className={className}>
      {options.map((option) => {
        const classes = [itemClassName, option === value ? 'is-active' : undefined].filter(Boolean).join(' ');
        return (
          <label key={option} className={classes || undefined}>
            <input
              type="radio"
              name={name}
              className="visually-hidden"
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span>{labelOf(option)}</span>
          </label>
        );
      })}
    </div>
  );
}
