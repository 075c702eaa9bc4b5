import { useDeferredValue, useMemo, useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { pinyinTokens, toPinyin, type PinyinStyle } from '@toolbox/toolkit/textcode';
import './pinyin.css';
import { CheckField, TextAreaField } from '../../../ui/field.tsx';
import { RadioChips } from '../../../ui/segmented.tsx';
import { ResultPane } from '../kit/text-panes/text-panes.tsx';

const STYLES: PinyinStyle[] = ['marks', 'numbers', 'none', 'initials'];
/** The annotated view draws one element per character: keep it to a readable amount. */
const RUBY_LIMIT = 3_000;

export default function PinyinTool() {
  const { t } = useToolTranslation();
  const [text, setText] = useState('');
  const [style, setStyle] = useState<PinyinStyle>('marks');
  const [separate, setSeparate] = useState(true);
  const [capitalize, setCapitalize] = useState(false);
  const [annotated, setAnnotated] = useState(false);
  // Typing stays smooth on long texts: the conversion follows a moment behind if it must.
  const source = useDeferredValue(text);
  const output = useMemo(
    () => toPinyin(source, { style, separate, capitalize }),
    [source, style, separate, capitalize],
  );
  const ruby = useMemo(
    () => (annotated ? pinyinTokens(source.slice(0, RUBY_LIMIT), { style, capitalize }) : []),
    [annotated, source, style, capitalize],
  );

  return (
    <div className="pinyin-tool stack">
      <TextAreaField
        label={t('input')}
        value={text}
        placeholder={t('placeholder')}
        onChange={(e) => setText(e.target.value)}
        lang="zh-CN"
      />
      <div className="card py-options">
        <fieldset className="py-styles">
          <legend className="field-label">{t('style')}</legend>
          <RadioChips
            className="py-seg"
            itemClassName="chip"
            name="pinyin-style"
            value={style}
            options={STYLES}
            onChange={setStyle}
            labelOf={(s) => t(`styles.${s}`)}
          />
        </fieldset>
        <div className="py-switches">
          <CheckField label={t('separate')} checked={separate} onChange={setSeparate} />
          <CheckField label={t('capitalize')} checked={capitalize} onChange={setCapitalize} />
          <CheckField label={t('annotated')} checked={annotated} onChange={setAnnotated} />
        </div>
        <p className="field-hint py-hint">{t('polyphoneHint')}</p>
      </div>
      <ResultPane label={t('result')} value={output} placeholder={t('empty')} data-testid="pinyin-result" />
      {annotated && ruby.length ? (
        <div className="card py-ruby" lang="zh-CN" data-testid="pinyin-ruby">
          {ruby.map((token, i) =>
            token.reading ? (
              <ruby key={i}>
                {token.text}
                <rt>{token.reading}</rt>
              </ruby>
            ) : (
              <span key={i}>{token.text}</span>
            ),
          )}
          {source.length > RUBY_LIMIT ? (
            <p className="muted">{t('truncated', { count: RUBY_LIMIT })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
