import { useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { BatchConvert } from './batch-convert.tsx';
import { SinglePoint } from './single-point.tsx';
import './location-trans.css';

type Mode = 'single' | 'batch';

export default function LocationTransTool() {
  const { t } = useToolTranslation();
  const [mode, setMode] = useState<Mode>('single');
  return (
    <div className="stack location-trans">
      <div className="lt-modes" role="radiogroup" aria-label={t('mode')}>
        {(['single', 'batch'] as const).map((m) => (
          <label key={m} className={`lt-mode${mode === m ? ' is-on' : ''}`}>
            <input type="radio" name="lt-mode" checked={mode === m} onChange={() => setMode(m)} />
            <span>{t(m)}</span>
          </label>
        ))}
      </div>
      {mode === 'single' ? <SinglePoint /> : <BatchConvert />}
      <p className="field-hint">{t('note')}</p>
    </div>
  );
}
