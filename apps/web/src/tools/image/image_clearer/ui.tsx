import { useId, useState } from 'react';
import type { ImageClearerOptions } from '@toolbox/contracts';
import { useCreditsBeforeSubmit } from '../../../features/credits/index.ts';
import { ServerFileTool } from '../../../features/files/server-file-tool.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { BeforeAfter } from '../kit/ai-image/compare.tsx';

const STRENGTHS = ['low', 'medium', 'high'] as const;

/** image_clearer: denoise and sharpen on the server with classical filters (members first). */
export default function ImageClearerTool() {
  const { t } = useToolTranslation();
  const credits = useCreditsBeforeSubmit('image_clearer');
  const [strength, setStrength] = useState<(typeof STRENGTHS)[number]>('medium');
  const [original, setOriginal] = useState<File | null>(null);
  const id = useId();
  const options: ImageClearerOptions = { strength };
  return (
    <div className="stack">
      <p className="muted">
        {t('note')} {t('membersFirst')}
      </p>
      <ServerFileTool
        funcCode="image_clearer"
        accept=".jpg,.jpeg,.png,.webp"
        actionLabel={t('clear')}
        optionValues={options}
        beforeSubmit={credits.beforeSubmit}
        onFileChange={setOriginal}
        renderResult={(file) =>
          original ? <BeforeAfter before={original} after={file.blob} name={file.name} /> : null
        }
        options={(disabled) => (
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
      {credits.dialogs}
    </div>
  );
}
