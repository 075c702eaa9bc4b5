import { useState } from 'react';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { DecodePanel } from './decode-panel.tsx';
import { EncodePanel } from './encode-panel.tsx';
import './file-base64.css';
import { ModeTabs } from '../../ui/segmented.tsx';

const MODES = ['encode', 'decode'] as const;

export default function FileBase64Tool() {
  const { t } = useToolTranslation();
  const [mode, setMode] = useState<'encode' | 'decode'>('encode');
  return (
    <div className="file-base64 stack">
      <ModeTabs
        className="b64-modes"
        label={t('mode')}
        value={mode}
        options={MODES}
        onChange={setMode}
        labelOf={(m) => t(`modes.${m}`)}
      />
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
