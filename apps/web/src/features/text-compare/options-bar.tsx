import type { DiffGranularity } from '@toolbox/toolkit/textcode';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { CheckField } from '../../ui/field.tsx';

export interface CompareOptions {
  view: 'split' | 'inline';
  granularity: DiffGranularity;
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
}

/** A group of radio chips; arrow keys move between them as in any radio group. */
export function Choice<T extends string>(props: {
  label: string;
  name: string;
  value: T;
  options: Array<[T, string]>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="tc-choice">
      <legend className="field-label">{props.label}</legend>
      <div className="tc-seg">
        {props.options.map(([value, text]) => (
          <label key={value} className={value === props.value ? 'is-active' : undefined}>
            <input
              type="radio"
              name={props.name}
              className="visually-hidden"
              checked={value === props.value}
              onChange={() => props.onChange(value)}
            />
            <span>{text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** View, highlight precision and the ignore switches of a comparison. */
export function OptionsBar(props: { options: CompareOptions; onChange: (options: CompareOptions) => void }) {
  const { t } = useToolTranslation();
  const { options, onChange } = props;
  const set = <K extends keyof CompareOptions>(key: K, value: CompareOptions[K]) =>
    onChange({ ...options, [key]: value });
  return (
    <div className="tc-options">
      <Choice
        label={t('view')}
        name="diff-view"
        value={options.view}
        options={[
          ['split', t('split')],
          ['inline', t('inline')],
        ]}
        onChange={(v) => set('view', v)}
      />
      <Choice
        label={t('granularity')}
        name="diff-granularity"
        value={options.granularity}
        options={[
          ['line', t('byLine')],
          ['word', t('byWord')],
          ['char', t('byChar')],
        ]}
        onChange={(v) => set('granularity', v)}
      />
      <div className="tc-switches">
        <CheckField
          label={t('ignoreCase')}
          checked={options.ignoreCase}
          onChange={(checked) => set('ignoreCase', checked)}
        />
        <CheckField
          label={t('ignoreWhitespace')}
          checked={options.ignoreWhitespace}
          onChange={(checked) => set('ignoreWhitespace', checked)}
        />
      </div>
    </div>
  );
}
