import type { CaseMode, ExtensionMode, RenameRules } from '@toolbox/toolkit/files';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { CheckField, InputField, SelectField } from '../../../ui/field.tsx';

type Patch = (patch: Partial<RenameRules>) => void;

function TextField(props: { label: string; value: string; onChange: (v: string) => void; mono?: boolean }) {
  return (
    <InputField
      label={props.label}
      type="text"
      value={props.value}
      spellCheck={false}
      autoComplete="off"
      className={props.mono ? 'br-mono' : undefined}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

function NumberField(props: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange: (v: number) => void;
}) {
  return (
    <InputField
      fieldClassName="br-num"
      label={props.label}
      type="number"
      value={props.value}
      min={props.min}
      max={props.max}
      onChange={(e) => e.target.value !== '' && props.onChange(Math.trunc(Number(e.target.value)))}
    />
  );
}

const CASE_MODES: CaseMode[] = ['keep', 'lower', 'upper', 'title'];
const EXTENSION_MODES: ExtensionMode[] = ['keep', 'lower', 'upper', 'replace', 'remove'];
const POSITIONS: Array<RenameRules['numbering']['position']> = ['before', 'after'];

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
        <CheckField label={t('regex')} checked={rules.regex} onChange={(regex) => onChange({ regex })} />
        <CheckField
          label={t('matchCase')}
          checked={rules.caseSensitive}
          onChange={(caseSensitive) => onChange({ caseSensitive })}
        />
      </div>
      <div className="br-grid">
        <TextField label={t('prefix')} value={rules.prefix} onChange={(prefix) => onChange({ prefix })} />
        <TextField label={t('suffix')} value={rules.suffix} onChange={(suffix) => onChange({ suffix })} />
        <SelectField
          label={t('caseMode')}
          value={rules.caseMode}
          options={CASE_MODES}
          labelOf={(v) => t(`cases.${v}`)}
          onChange={(caseMode) => onChange({ caseMode })}
        />
        <SelectField
          label={t('extension')}
          value={rules.extension.mode}
          options={EXTENSION_MODES}
          labelOf={(v) => t(`extModes.${v}`)}
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
      <CheckField label={t('numbering')} checked={num.enabled} onChange={(enabled) => setNum({ enabled })} />
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
          <SelectField
            label={t('position')}
            value={num.position}
            options={POSITIONS}
            labelOf={(v) => t(`positions.${v}`)}
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
