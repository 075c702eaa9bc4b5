import { useId, useState } from 'react';
import type { ImageEnlargeOptions } from '@toolbox/contracts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ServerImageTool } from '../kit/ai-image/server-image-tool.tsx';

const SCALES = [2, 4] as const;

/** image_enlarge: ×2 or ×4 super-resolution on the server (members first in the queue). */
export default function ImageEnlargeTool() {
  const { t } = useToolTranslation();
  const [scale, setScale] = useState<(typeof SCALES)[number]>(2);
  const id = useId();
  const options: ImageEnlargeOptions = { scale };
  return (
    <ServerImageTool
      code="image_enlarge"
      actionLabel={t('enlarge')}
      options={options}
      compare
      renderOptions={(disabled) => (
        <fieldset className="field" disabled={disabled}>
          <legend>{t('scale')}</legend>
          <div className="row">
            {SCALES.map((s) => (
              <label key={s} className="row">
                <input type="radio" name={id} value={s} checked={scale === s} onChange={() => setScale(s)} />
                {t(`scale_${s}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
