import { useState } from 'react';
import type { WriterTone } from '@toolbox/contracts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField, SelectField, TextAreaField } from '../../../ui/field.tsx';
import { LanguageLengthFields, ToneField, pageLanguage } from '../kit/writer/common-fields.tsx';
import { splitList } from '../kit/writer/split-list.ts';
import { WriterFrame } from '../kit/writer/writer-frame.tsx';

const kinds = ['article', 'copy', 'reply', 'speech', 'other'] as const;

/** smart_text_generator: a piece of writing of a chosen kind on a topic, for an audience, in a tone. */
export default function SmartTextGenerator() {
  const { t, i18n } = useToolTranslation();
  const [kind, setKind] = useState<(typeof kinds)[number]>('article');
  const [topic, setTopic] = useState('');
  const [audience, setAudience] = useState('');
  const [keywords, setKeywords] = useState('');
  const [tone, setTone] = useState<WriterTone>('friendly');
  const [language, setLanguage] = useState(pageLanguage(i18n.language));
  const [length, setLength] = useState<'short' | 'medium' | 'long'>('medium');

  const form = (
    <>
      <SelectField
        label={t('kind')}
        value={kind}
        options={kinds}
        labelOf={(k) => t(`kinds.${k}`)}
        onChange={setKind}
      />
      <TextAreaField
        label={t('topic')}
        hint={t('topicHint')}
        value={topic}
        onChange={(e) => setTopic(e.target.value)}
        required
        maxLength={500}
        rows={4}
      />
      <InputField
        label={t('audience')}
        value={audience}
        onChange={(e) => setAudience(e.target.value)}
        maxLength={100}
      />
      <InputField
        label={t('keywords')}
        hint={t('keywordsHint')}
        value={keywords}
        onChange={(e) => setKeywords(e.target.value)}
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
      code="smart_text_generator"
      form={form}
      summary={topic.trim().slice(0, 40)}
      request={() =>
        topic.trim()
          ? {
              code: 'smart_text_generator',
              input: {
                kind,
                topic,
                audience,
                tone,
                language,
                length,
                keywords: splitList(keywords)
                  .map((k) => k.slice(0, 30))
                  .slice(0, 10),
              },
            }
          : null
      }
    />
  );
}
