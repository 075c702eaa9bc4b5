import { useState } from 'react';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { DecodePanel } from './decode-panel.tsx';
import { EncodePanel } from './encode-panel.tsx';
import './file-base64.css';

export default function FileBase64Tool() {
  const { t } = useToolTranslation();
  const [mode, setMode] = useState<'encode' | 'decode'>('encode');
  return (
    <div className="file-base64 stack">
      <div className="b64-modes" role="tablist" aria-label={t('mode')}>
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
      {/* Both panels stay mounted, so switching tabs keeps what was typed or chosen. */}
      <div hidden={mode !== 'encode'}>
        <EncodePanel />
      </div>
      <div hidden={mode !== 'decode'}>
        <DecodePanel />
      </div>
    </div>
  );
}
