import { useId, useMemo, useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { detectLanguage, tokenizeLines, type CodeLanguage } from '@toolbox/toolkit/textcode/highlight.ts';
// The diff view, options and worker-backed hook come from the compare kit, shared with text_compare.
import { DiffView } from '../../../features/text-compare/diff-view.tsx';
import { OptionsBar } from '../../../features/text-compare/options-bar.tsx';
import { useCompare } from '../../../features/text-compare/use-compare.ts';
import '../../../features/text-compare/text-compare.css';
import './code-compare.css';

const LANGUAGES: CodeLanguage[] = ['javascript', 'json', 'python', 'css', 'html', 'sql', 'plain'];

function CodeBox(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useToolTranslation();
  const id = useId();
  return (
    <div className="field tc-side">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        value={props.value}
        placeholder={props.placeholder}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          // Tab indents, as in an editor; Esc then Tab leaves the box (keyboard users are not trapped).
          if (e.key !== 'Tab' || e.shiftKey || e.currentTarget.dataset.escaped) return;
          e.preventDefault();
          const el = e.currentTarget;
          const { selectionStart: s, selectionEnd: end } = el;
          props.onChange(`${el.value.slice(0, s)}  ${el.value.slice(end)}`);
          requestAnimationFrame(() => el.setSelectionRange(s + 2, s + 2));
        }}
        onKeyUp={(e) => {
          if (e.key === 'Escape') e.currentTarget.dataset.escaped = '1';
        }}
        onBlur={(e) => delete e.currentTarget.dataset.escaped}
      />
      <span className="muted tc-count">{t('characters', { count: props.value.length })}</span>
    </div>
  );
}

export default function CodeCompareTool() {
  const { t } = useToolTranslation();
  const [language, setLanguage] = useState<CodeLanguage | 'auto'>('auto');
  // Whole tokens read better than scattered letters in code.
  const { left, setLeft, right, setRight, options, setOptions, diff, hasInput, status } = useCompare(
    t,
    'word',
  );
  const langId = useId();
  const detected = useMemo(() => detectLanguage((right || left).slice(0, 20_000)), [left, right]);
  const lang = language === 'auto' ? detected : language;
  const tokens = useMemo(
    () => ({ left: tokenizeLines(left, lang), right: tokenizeLines(right, lang) }),
    [left, right, lang],
  );

  return (
    <div className="code-compare stack">
      <div className="tc-inputs">
        <CodeBox
          label={t('original')}
          placeholder={t('originalPlaceholder')}
          value={left}
          onChange={setLeft}
        />
        <CodeBox
          label={t('changed')}
          placeholder={t('changedPlaceholder')}
          value={right}
          onChange={setRight}
        />
      </div>
      <div className="tc-options">
        <div className="field cc-lang">
          <label htmlFor={langId}>{t('language')}</label>
          <select
            id={langId}
            value={language}
            onChange={(e) => setLanguage(e.target.value as CodeLanguage | 'auto')}
          >
            <option value="auto">
              {hasInput ? t('autoDetected', { name: t(`languages.${detected}`) }) : t('auto')}
            </option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setLeft(right);
            setRight(left);
          }}
          disabled={!hasInput}
        >
          ⇄ {t('swap')}
        </button>
      </div>
      <OptionsBar options={options} onChange={setOptions} />
      <p
        className={`tc-status${diff.result && !diff.result.identical ? ' has-diff' : ''}`}
        role="status"
        data-testid="diff-status"
      >
        {status}
      </p>
      <ErrorMessage error={diff.error} />
      {hasInput && diff.result && !diff.result.identical ? (
        <DiffView result={diff.result} view={options.view} tokens={tokens} />
      ) : null}
      <p className="muted tc-privacy">{t('privacy')}</p>
    </div>
  );
}
