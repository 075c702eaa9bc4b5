import { useDeferredValue, useId, useMemo, useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { pinyinTokens, toPinyin, type PinyinStyle } from '@toolbox/toolkit/textcode/pinyin.ts';
import './pinyin.css';
import { RadioChips } from '../../../ui/segmented.tsx';

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
  const ids = { input: useId(), output: useId(), style: useId() };
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
      <div className="field">
        <label htmlFor={ids.input}>{t('input')}</label>
        <textarea
          id={ids.input}
          value={text}
          placeholder={t('placeholder')}
          onChange={(e) => setText(e.target.value)}
          lang="zh-CN"
        />
      </div>
      <div className="card py-options">
        <fieldset className="py-styles">
          <legend id={ids.style} className="field-label">
            {t('style')}
          </legend>
          <RadioChips
            className="py-seg"
            name="pinyin-style"
            value={style}
            options={STYLES}
            onChange={setStyle}
            labelOf={(s) => t(`styles.${s}`)}
          />
        </fieldset>
        <div className="py-switches">
          <label className="check">
            <input type="checkbox" checked={separate} onChange={(e) => setSeparate(e.target.checked)} />
            <span>{t('separate')}</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={capitalize} onChange={(e) => setCapitalize(e.target.checked)} />
            <span>{t('capitalize')}</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={annotated} onChange={(e) => setAnnotated(e.target.checked)} />
            <span>{t('annotated')}</span>
          </label>
        </div>
        <p className="field-hint py-hint">{t('polyphoneHint')}</p>
      </div>
      <div className="field">
        <label htmlFor={ids.output}>{t('result')}</label>
        <textarea
          id={ids.output}
          value={output}
          readOnly
          placeholder={t('empty')}
          spellCheck={false}
          data-testid="pinyin-result"
        />
        <div className="row">
          <CopyButton text={() => output} disabled={!output} />
        </div>
      </div>
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
