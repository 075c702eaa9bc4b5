import { useMemo, useState, type KeyboardEvent } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { SelectField } from '../../../ui/field.tsx';
import { detectLanguage, tokenizeLines, type CodeLanguage } from '@toolbox/toolkit/textcode';
// The sides, options, outcome and worker-backed hook come from the compare kit, shared with text_compare.
import { CompareOutcome } from '../../../features/text-compare/compare-outcome.tsx';
import { CompareSide } from '../../../features/text-compare/compare-side.tsx';
import { OptionsBar } from '../../../features/text-compare/options-bar.tsx';
import { useCompare } from '../../../features/text-compare/use-compare.ts';
import '../../../features/text-compare/text-compare.css';
import './code-compare.css';

const LANGUAGES: Array<CodeLanguage | 'auto'> = [
  'auto',
  'javascript',
  'json',
  'python',
  'css',
  'html',
  'sql',
  'plain',
];

/**
 * Editor keys for a code box: Tab indents by two spaces; Esc then Tab leaves the box, so keyboard
 * users are not trapped.
 */
function editorKeys(setText: (text: string) => void) {
  return {
    autoCapitalize: 'off',
    autoCorrect: 'off',
    onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => {
      if (e.key !== 'Tab' || e.shiftKey || e.currentTarget.dataset.escaped) return;
      e.preventDefault();
      const el = e.currentTarget;
      const { selectionStart: s, selectionEnd: end } = el;
      setText(`${el.value.slice(0, s)}  ${el.value.slice(end)}`);
      requestAnimationFrame(() => el.setSelectionRange(s + 2, s + 2));
    },
    onKeyUp: (e: KeyboardEvent<HTMLTextAreaElement>) => {
      if (e.key === 'Escape') e.currentTarget.dataset.escaped = '1';
    },
    onBlur: (e: { currentTarget: HTMLTextAreaElement }) => delete e.currentTarget.dataset.escaped,
  };
}

export default function CodeCompareTool() {
  const { t } = useToolTranslation();
  const [language, setLanguage] = useState<CodeLanguage | 'auto'>('auto');
  // Whole tokens read better than scattered letters in code.
  const compare = useCompare(t, 'word');
  const { left, setLeft, right, setRight, hasInput } = compare;
  const detected = useMemo(() => detectLanguage((right || left).slice(0, 20_000)), [left, right]);
  const lang = language === 'auto' ? detected : language;
  const tokens = useMemo(
    () => ({ left: tokenizeLines(left, lang), right: tokenizeLines(right, lang) }),
    [left, right, lang],
  );

  return (
    <div className="code-compare stack">
      <div className="tc-inputs">
        <CompareSide side="original" value={left} onText={setLeft} {...editorKeys(setLeft)} />
        <CompareSide side="changed" value={right} onText={setRight} {...editorKeys(setRight)} />
      </div>
      <div className="tc-options">
        <SelectField
          fieldClassName="cc-lang"
          label={t('language')}
          value={language}
          options={LANGUAGES}
          onChange={setLanguage}
          labelOf={(l) =>
            l !== 'auto'
              ? t(`languages.${l}`)
              : hasInput
                ? t('autoDetected', { name: t(`languages.${detected}`) })
                : t('auto')
          }
        />
        <button type="button" className="btn btn-secondary" onClick={compare.swap} disabled={!hasInput}>
          ⇄ {t('swap')}
        </button>
      </div>
      <OptionsBar options={compare.options} onChange={compare.setOptions} />
      <CompareOutcome compare={compare} tokens={tokens} />
    </div>
  );
}
