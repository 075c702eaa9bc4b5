import { useState } from 'react';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { DecodePanel } from './decode-panel.tsx';
import { EncodePanel } from './encode-panel.tsx';
import './image-base64.css';
import { ModeTabs } from '../../ui/segmented.tsx';

const MODES = ['encode', 'decode'] as const;

export default function ImageToBase64Tool() {
  const { t } = useToolTranslation();
  const [mode, setMode] = useState<'encode' | 'decode'>('encode');
  return (
    <div className="image-base64 stack">
      <ModeTabs
        className="i64-modes"
        label={t('mode')}
        value={mode}
        options={MODES}
        onChange={setMode}
        labelOf={(m) => t(`modes.${m}`)}
      />
      <div hidden={mode !== 'encode'}>
        <EncodePanel />
      </div>
      <div hidden={mode !== 'decode'}>
        <DecodePanel />
      </div>
    </div>
  );
}
