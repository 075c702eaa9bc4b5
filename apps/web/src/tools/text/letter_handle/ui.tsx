import { useId, useMemo, useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { convertCase, type CaseMode } from '@toolbox/toolkit/textcode';
import './letter-handle.css';
import { RadioChips } from '../../../ui/segmented.tsx';
import { ResultPane, TextPane } from '../kit/text-panes/text-panes.tsx';

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
  const modeId = useId();
  const output = useMemo(() => convertCase(text, mode), [text, mode]);

  return (
    <div className="letter-handle stack">
      <fieldset className="lh-modes card" aria-labelledby={modeId}>
        <legend id={modeId} className="field-label">
          {t('mode')}
        </legend>
        <RadioChips
          className="lh-mode-list"
          itemClassName="chip lh-mode"
          name="letter-mode"
          value={mode}
          options={MODES}
          onChange={setMode}
          labelOf={(m) => t(`modes.${m}`)}
        />
      </fieldset>
      <div className="text-panes lh-panes">
        <TextPane
          label={t('input')}
          value={text}
          placeholder={t('placeholder')}
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
        >
          <div className="row lh-foot">
            <span className="muted">{t('characters', { count: text.length })}</span>
            <button type="button" className="btn btn-ghost" onClick={() => setText('')} disabled={!text}>
              {t('clear')}
            </button>
          </div>
        </TextPane>
        <ResultPane
          label={t('result')}
          value={output}
          placeholder={t('empty')}
          data-testid="case-result"
          footClassName="row lh-foot"
        >
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setText(output)}
            disabled={!output || output === text}
          >
            {t('useAsInput')}
          </button>
        </ResultPane>
      </div>
    </div>
  );
}
