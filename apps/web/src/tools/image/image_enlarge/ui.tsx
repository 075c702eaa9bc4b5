import { useId, useState } from 'react';
import type { ImageEnlargeOptions } from '@toolbox/contracts';
import { useCreditsBeforeSubmit } from '../../../features/credits/index.ts';
import { ServerFileTool } from '../../../features/files/server-file-tool.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { BeforeAfter } from '../kit/ai-image/compare.tsx';

const SCALES = [2, 4] as const;

/** image_enlarge: ×2 or ×4 super-resolution on the server (members first in the queue). */
export default function ImageEnlargeTool() {
  const { t } = useToolTranslation();
  const credits = useCreditsBeforeSubmit('image_enlarge');
  const [scale, setScale] = useState<(typeof SCALES)[number]>(2);
  const [original, setOriginal] = useState<File | null>(null);
  const id = useId();
  const options: ImageEnlargeOptions = { scale };
  return (
    <div className="stack">
      <p className="muted">
        {t('note')} {t('membersFirst')}
      </p>
      <ServerFileTool
        funcCode="image_enlarge"
        accept=".jpg,.jpeg,.png,.webp"
        actionLabel={t('enlarge')}
        optionValues={options}
        beforeSubmit={credits.beforeSubmit}
        onFileChange={setOriginal}
        renderResult={(file) =>
          original ? <BeforeAfter before={original} after={file.blob} name={file.name} /> : null
        }
        options={(disabled) => (
          <fieldset className="field" disabled={disabled}>
            <legend>{t('scale')}</legend>
            <div className="row">
              {SCALES.map((s) => (
                <label key={s} className="row">
                  <input
                    type="radio"
                    name={id}
                    value={s}
                    checked={scale === s}
                    onChange={() => setScale(s)}
                  />
                  {t(`scale_${s}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      {credits.dialogs}
    </div>
  );
}
