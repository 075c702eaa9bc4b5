import { useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField, SelectField, TextAreaField } from '../../../ui/field.tsx';
import { LanguageLengthFields, pageLanguage } from '../kit/writer/common-fields.tsx';
import { WriterFrame } from '../kit/writer/writer-frame.tsx';

const subjects = ['student', 'employee', 'product', 'other'] as const;
const stances = ['positive', 'balanced', 'critical'] as const;

/** comment_generator: comments on a pupil, a colleague or a product, from what the user says about them, in a stance. */
export default function CommentGenerator() {
  const { t, i18n } = useToolTranslation();
  const [subjectType, setSubjectType] = useState<(typeof subjects)[number]>('student');
  const [subject, setSubject] = useState('');
  const [stance, setStance] = useState<(typeof stances)[number]>('balanced');
  const [count, setCount] = useState(1);
  const [language, setLanguage] = useState(pageLanguage(i18n.language));
  const [length, setLength] = useState<'short' | 'medium' | 'long'>('short');

  const form = (
    <>
      <SelectField
        label={t('subjectType')}
        value={subjectType}
        options={subjects}
        labelOf={(s) => t(`subjectTypes.${s}`)}
        onChange={setSubjectType}
      />
      <TextAreaField
        label={t('subject')}
        hint={t(`subjectHints.${subjectType}`)}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        required
        maxLength={500}
        rows={5}
      />
      <SelectField
        label={t('stance')}
        value={stance}
        options={stances}
        labelOf={(s) => t(`stances.${s}`)}
        onChange={setStance}
      />
      <InputField
        label={t('count')}
        type="number"
        min={1}
        max={5}
        value={count}
        onChange={(e) => setCount(Math.min(5, Math.max(1, Math.round(e.target.valueAsNumber) || 1)))}
      />
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
      code="comment_generator"
      form={form}
      summary={subject.trim().slice(0, 40)}
      request={() =>
        subject.trim()
          ? { code: 'comment_generator', input: { subjectType, subject, stance, count, language, length } }
          : null
      }
    />
  );
}
