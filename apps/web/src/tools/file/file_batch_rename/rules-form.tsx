import { useId } from 'react';
import type { CaseMode, ExtensionMode, RenameRules } from '@toolbox/toolkit/files';
import { useToolTranslation } from '../../../framework/tool-context.ts';

type Patch = (patch: Partial<RenameRules>) => void;

function TextField(props: { label: string; value: string; onChange: (v: string) => void; mono?: boolean }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        value={props.value}
        spellCheck={false}
        autoComplete="off"
        className={props.mono ? 'br-mono' : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

function NumberField(props: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange: (v: number) => void;
}) {
  const id = useId();
  return (
    <div className="field br-num">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        value={props.value}
        min={props.min}
        max={props.max}
        onChange={(e) => e.target.value !== '' && props.onChange(Math.trunc(Number(e.target.value)))}
      />
    </div>
  );
}

function Select<T extends string>(props: {
  label: string;
  value: T;
  options: T[];
  text: (v: T) => string;
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.text(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** All rename rules; every change updates the preview at once. */
export function RulesForm({ rules, onChange }: { rules: RenameRules; onChange: Patch }) {
  const { t } = useToolTranslation();
  const num = rules.numbering;
  const setNum = (patch: Partial<RenameRules['numbering']>) => onChange({ numbering: { ...num, ...patch } });
  return (
    <fieldset className="card br-rules">
      <legend className="br-legend">{t('rules')}</legend>
      <div className="br-grid">
        <TextField
          label={t('find')}
          value={rules.find}
          onChange={(find) => onChange({ find })}
          mono={rules.regex}
        />
        <TextField
          label={t('replace')}
          value={rules.replace}
          onChange={(replace) => onChange({ replace })}
          mono={rules.regex}
        />
      </div>
      <div className="row br-checks">
        <label className="check">
          <input
            type="checkbox"
            checked={rules.regex}
            onChange={(e) => onChange({ regex: e.target.checked })}
          />
          <span>{t('regex')}</span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={rules.caseSensitive}
            onChange={(e) => onChange({ caseSensitive: e.target.checked })}
          />
          <span>{t('matchCase')}</span>
        </label>
      </div>
      <div className="br-grid">
        <TextField label={t('prefix')} value={rules.prefix} onChange={(prefix) => onChange({ prefix })} />
        <TextField label={t('suffix')} value={rules.suffix} onChange={(suffix) => onChange({ suffix })} />
        <Select<CaseMode>
          label={t('caseMode')}
          value={rules.caseMode}
          options={['keep', 'lower', 'upper', 'title']}
          text={(v) => t(`cases.${v}`)}
          onChange={(caseMode) => onChange({ caseMode })}
        />
        <Select<ExtensionMode>
          label={t('extension')}
          value={rules.extension.mode}
          options={['keep', 'lower', 'upper', 'replace', 'remove']}
          text={(v) => t(`extModes.${v}`)}
          onChange={(mode) => onChange({ extension: { ...rules.extension, mode } })}
        />
        {rules.extension.mode === 'replace' ? (
          <TextField
            label={t('newExtension')}
            value={rules.extension.value}
            onChange={(value) => onChange({ extension: { ...rules.extension, value } })}
          />
        ) : null}
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={num.enabled}
          onChange={(e) => setNum({ enabled: e.target.checked })}
        />
        <span>{t('numbering')}</span>
      </label>
      {num.enabled ? (
        <div className="br-grid br-numbering">
          <NumberField label={t('start')} value={num.start} onChange={(start) => setNum({ start })} />
          <NumberField label={t('step')} value={num.step} onChange={(step) => setNum({ step })} />
          <NumberField
            label={t('padding')}
            value={num.padding}
            min={1}
            max={12}
            onChange={(padding) => setNum({ padding: Math.min(12, Math.max(1, padding)) })}
          />
          <Select<'before' | 'after'>
            label={t('position')}
            value={num.position}
            options={['before', 'after']}
            text={(v) => t(`positions.${v}`)}
            onChange={(position) => setNum({ position })}
          />
          <TextField
            label={t('separator')}
            value={num.separator}
            onChange={(separator) => setNum({ separator })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
