import { useState } from 'react';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { DecodePanel } from './decode-panel.tsx';
import { EncodePanel } from './encode-panel.tsx';
import './image-base64.css';

export default function ImageToBase64Tool() {
  const { t } = useToolTranslation();
  const [mode, setMode] = useState<'encode' | 'decode'>('encode');
  return (
    <div className="image-base64 stack">
      <div className="i64-modes" role="tablist" aria-label={t('mode')}>
        {(['encode', 'decode'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={`btn ${mode === m ? 'btn-primary' : 'btn-secondary'}`}
            onClick={() => setMode(m)}
          >
            {t(`modes.${m}`)}
          </button>
        ))}
      </div>
      <div hidden={mode !== 'encode'}>
        <EncodePanel />
      </div>
      <div hidden={mode !== 'decode'}>
        <DecodePanel />
      </div>
    </div>
  );
}
