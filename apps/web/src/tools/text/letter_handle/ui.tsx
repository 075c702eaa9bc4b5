import { useId, useMemo, useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { convertCase, type CaseMode } from '@toolbox/toolkit/textcode/letter-case.ts';
import './letter-handle.css';
import { RadioChips } from '../../../ui/segmented.tsx';

const MODES: CaseMode[] = [
  'upper',
  'lower',
  'title',
  'sentence',
  'camel',
  'pascal',
  'snake',
  'constant',
  'kebab',
  'swap',
  'fullWidth',
  'halfWidth',
];

export default function LetterHandleTool() {
  const { t } = useToolTranslation();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<CaseMode>('upper');
  const ids = { input: useId(), output: useId(), mode: useId() };
  const output = useMemo(() => convertCase(text, mode), [text, mode]);

  return (
    <div className="letter-handle stack">
      <fieldset className="lh-modes card" aria-labelledby={ids.mode}>
        <legend id={ids.mode} className="field-label">
          {t('mode')}
        </legend>
        <RadioChips
          className="lh-mode-list"
          itemClassName="lh-mode"
          name="letter-mode"
          value={mode}
          options={MODES}
          onChange={setMode}
          labelOf={(m) => t(`modes.${m}`)}
        />
      </fieldset>
      <div className="lh-panes">
        <div className="field">
          <label htmlFor={ids.input}>{t('input')}</label>
          <textarea
            id={ids.input}
            value={text}
            placeholder={t('placeholder')}
            spellCheck={false}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="row lh-foot">
            <span className="muted">{t('characters', { count: text.length })}</span>
            <button type="button" className="btn btn-ghost" onClick={() => setText('')} disabled={!text}>
              {t('clear')}
            </button>
          </div>
        </div>
        <div className="field">
          <label htmlFor={ids.output}>{t('result')}</label>
          <textarea
            id={ids.output}
            value={output}
            readOnly
            placeholder={t('empty')}
            spellCheck={false}
            data-testid="case-result"
          />
          <div className="row lh-foot">
            <CopyButton text={() => output} disabled={!output} />
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setText(output)}
              disabled={!output || output === text}
            >
              {t('useAsInput')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
