import { useId, useState } from 'react';
import type { ImageClearerOptions } from '@toolbox/contracts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ServerImageTool } from '../kit/ai-image/server-image-tool.tsx';

const STRENGTHS = ['low', 'medium', 'high'] as const;

/** image_clearer: denoise and sharpen on the server with classical filters (members first). */
export default function ImageClearerTool() {
  const { t } = useToolTranslation();
  const [strength, setStrength] = useState<(typeof STRENGTHS)[number]>('medium');
  const id = useId();
  const options: ImageClearerOptions = { strength };
  return (
    <ServerImageTool
      code="image_clearer"
      actionLabel={t('clear')}
      options={options}
      compare
      renderOptions={(disabled) => (
        <div className="field">
          <label htmlFor={id}>{t('strength')}</label>
          <select
            id={id}
            value={strength}
            disabled={disabled}
            onChange={(e) => setStrength(e.target.value as (typeof STRENGTHS)[number])}
          >
            {STRENGTHS.map((s) => (
              <option key={s} value={s}>
                {t(`strength_${s}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    />
  );
}
