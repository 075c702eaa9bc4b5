import { useState, type ReactNode } from 'react';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { ModeTabs } from '../../../../ui/segmented.tsx';

const MODES = ['encode', 'decode'] as const;

/**
 * Encode and Decode tabs over the tool's two panels. Both panels stay mounted, so switching tabs keeps
 * what was typed or chosen. Reads `mode` and `modes.encode` / `modes.decode` from the tool's strings.
 */
export function EncodeDecodeTabs(props: {
  className: string;
  tabsClassName: string;
  encode: ReactNode;
  decode: ReactNode;
}) {
  const { t } = useToolTranslation();
  const [mode, setMode] = useState<(typeof MODES)[number]>('encode');
  return (
    <div className={`${props.className} stack`}>
      <ModeTabs
        className={props.tabsClassName}
        label={t('mode')}
        value={mode}
        options={MODES}
        onChange={setMode}
        labelOf={(m) => t(`modes.${m}`)}
      />
      <div hidden={mode !== 'encode'}>{props.encode}</div>
      <div hidden={mode !== 'decode'}>{props.decode}</div>
    </div>
  );
}
