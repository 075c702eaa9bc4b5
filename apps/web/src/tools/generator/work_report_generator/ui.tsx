import { useState } from 'react';
import type { WriterTone } from '@toolbox/contracts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField, SelectField, TextAreaField } from '../../../ui/field.tsx';
import { LanguageLengthFields, ToneField, pageLanguage } from '../kit/writer/common-fields.tsx';
import { splitList } from '../kit/writer/split-list.ts';
import { WriterFrame } from '../kit/writer/writer-frame.tsx';

const periods = ['daily', 'weekly', 'monthly'] as const;

/** work_report_generator: the period's work items, one per line, turned into a daily, weekly or monthly report. */
export default function WorkReportGenerator() {
  const { t, i18n } = useToolTranslation();
  const [period, setPeriod] = useState<(typeof periods)[number]>('weekly');
  const [role, setRole] = useState('');
  const [items, setItems] = useState('');
  const [plans, setPlans] = useState('');
  const [tone, setTone] = useState<WriterTone>('formal');
  const [language, setLanguage] = useState(pageLanguage(i18n.language));
  const [length, setLength] = useState<'short' | 'medium' | 'long'>('medium');
  const list = splitList(items, 'line');
  const tooMany = list.length > 30;

  const form = (
    <>
      <SelectField
        label={t('period')}
        value={period}
        options={periods}
        labelOf={(p) => t(`periods.${p}`)}
        onChange={setPeriod}
      />
      <InputField label={t('role')} value={role} onChange={(e) => setRole(e.target.value)} maxLength={100} />
      <TextAreaField
        label={t('items')}
        hint={tooMany ? t('tooMany', { count: list.length }) : t('itemsHint', { count: list.length })}
        value={items}
        onChange={(e) => setItems(e.target.value)}
        required
        rows={7}
        aria-invalid={tooMany || undefined}
      />
      <TextAreaField
        label={t('plans')}
        value={plans}
        onChange={(e) => setPlans(e.target.value)}
        maxLength={1000}
        rows={3}
      />
      <ToneField value={tone} onChange={setTone} />
      <LanguageLengthFields
        language={language}
        length={length}
        onLanguage={setLanguage}
        onLength={setLength}
      />
    </>
  );
  return (
    <WriterFrame
      code="work_report_generator"
      form={form}
      summary={`${t(`periods.${period}`)} · ${list[0]?.slice(0, 30) ?? ''}`}
      request={() =>
        list.length > 0 && !tooMany
          ? {
              code: 'work_report_generator',
              input: { period, role, items: list.map((i) => i.slice(0, 300)), plans, tone, language, length },
            }
          : null
      }
    />
  );
}
