import { useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField, SelectField, TextAreaField } from '../../../ui/field.tsx';
import { LanguageLengthFields, pageLanguage } from '../kit/writer/common-fields.tsx';
import { WriterFrame } from '../kit/writer/writer-frame.tsx';

const emojiLevels = ['some', 'lots'] as const;

/** red_book_text_generator: a Xiaohongshu (RED) note with a catchy title, an emoji-rich body and hashtags. */
export default function RedBookTextGenerator() {
  const { t, i18n } = useToolTranslation();
  const [topic, setTopic] = useState('');
  const [points, setPoints] = useState('');
  const [audience, setAudience] = useState('');
  const [emoji, setEmoji] = useState<(typeof emojiLevels)[number]>('lots');
  const [hashtags, setHashtags] = useState(5);
  const [language, setLanguage] = useState(pageLanguage(i18n.language));
  const [length, setLength] = useState<'short' | 'medium' | 'long'>('short');

  const form = (
    <>
      <InputField
        label={t('topic')}
        hint={t('topicHint')}
        value={topic}
        onChange={(e) => setTopic(e.target.value)}
        required
        maxLength={300}
      />
      <TextAreaField
        label={t('points')}
        hint={t('pointsHint')}
        value={points}
        onChange={(e) => setPoints(e.target.value)}
        maxLength={1000}
        rows={4}
      />
      <InputField
        label={t('audience')}
        value={audience}
        onChange={(e) => setAudience(e.target.value)}
        maxLength={100}
      />
      <SelectField
        label={t('emoji')}
        value={emoji}
        options={emojiLevels}
        labelOf={(e) => t(`emojiLevels.${e}`)}
        onChange={setEmoji}
      />
      <InputField
        label={t('hashtags')}
        type="number"
        min={3}
        max={10}
        value={hashtags}
        onChange={(e) => setHashtags(Math.min(10, Math.max(3, Math.round(e.target.valueAsNumber) || 3)))}
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
      code="red_book_text_generator"
      form={form}
      summary={topic.trim().slice(0, 40)}
      request={() =>
        topic.trim()
          ? {
              code: 'red_book_text_generator',
              input: { topic, points, audience, emoji, hashtags, language, length },
            }
          : null
      }
    />
  );
}
