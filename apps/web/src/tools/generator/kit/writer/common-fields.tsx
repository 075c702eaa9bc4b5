import {
  writerLength,
  writerTone,
  type Locale,
  type WriterLength,
  type WriterTone,
} from '@toolbox/contracts';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { SelectField } from '../../../../ui/field.tsx';

const languages: readonly Locale[] = ['zh-CN', 'en'];

/** The output language (default: the page's) and the length, which every writer asks for. */
export function LanguageLengthFields(props: {
  language: Locale;
  length: WriterLength;
  onLanguage: (language: Locale) => void;
  onLength: (length: WriterLength) => void;
}) {
  const { t } = useToolTranslation();
  return (
    <div className="writer-pair">
      <SelectField
        label={t('language')}
        value={props.language}
        options={languages}
        labelOf={(l) => t(`languages.${l}`)}
        onChange={props.onLanguage}
      />
      <SelectField
        label={t('length')}
        value={props.length}
        options={writerLength.options}
        labelOf={(l) => t(`lengths.${l}`)}
        onChange={props.onLength}
      />
    </div>
  );
}

/** The tone of the text. */
export function ToneField(props: { value: WriterTone; onChange: (tone: WriterTone) => void }) {
  const { t } = useToolTranslation();
  return (
    <SelectField
      label={t('tone')}
      value={props.value}
      options={writerTone.options}
      labelOf={(tone) => t(`tones.${tone}`)}
      onChange={props.onChange}
    />
  );
}

/** The page's language as a writer's default output language. */
export function pageLanguage(language: string): Locale {
  return language.startsWith('zh') ? 'zh-CN' : 'en';
}
