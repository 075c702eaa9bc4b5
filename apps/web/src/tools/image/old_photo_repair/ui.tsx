import { useId, useState } from 'react';
import type { OldPhotoRepairOptions } from '@toolbox/contracts/photo-tools';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ServerImageTool } from '../kit/ai-image/server-image-tool.tsx';

const DENOISE = ['off', 'low', 'medium', 'high'] as const;
const COLOURS = ['neutral', 'keep'] as const;

/** old_photo_repair: scratches, dust, noise and fading, on the server with classical filters. */
export default function OldPhotoRepairTool() {
  const { t } = useToolTranslation();
  const [options, setOptions] = useState<Required<OldPhotoRepairOptions>>({
    scratches: true,
    denoise: 'medium',
    levels: true,
    colour: 'neutral',
  });
  const ids = { denoise: useId(), colour: useId() };
  const set = (patch: Partial<OldPhotoRepairOptions>) => setOptions((o) => ({ ...o, ...patch }));
  return (
    <ServerImageTool
      code="old_photo_repair"
      actionLabel={t('repair')}
      options={options}
      renderOptions={(disabled) => (
        <div className="stack">
          <label className="check">
            <input
              type="checkbox"
              checked={options.scratches}
              disabled={disabled}
              onChange={(e) => set({ scratches: e.target.checked })}
            />
            <span>{t('scratches')}</span>
          </label>
          <div className="field">
            <label htmlFor={ids.denoise}>{t('denoise')}</label>
            <select
              id={ids.denoise}
              value={options.denoise}
              disabled={disabled}
              onChange={(e) => set({ denoise: e.target.value as (typeof DENOISE)[number] })}
            >
              {DENOISE.map((d) => (
                <option key={d} value={d}>
                  {t(`denoise_${d}`)}
                </option>
              ))}
            </select>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={options.levels}
              disabled={disabled}
              onChange={(e) => set({ levels: e.target.checked })}
            />
            <span>{t('levels')}</span>
          </label>
          <div className="field">
            <label htmlFor={ids.colour}>{t('colour')}</label>
            <select
              id={ids.colour}
              value={options.colour}
              disabled={disabled || !options.levels}
              onChange={(e) => set({ colour: e.target.value as (typeof COLOURS)[number] })}
            >
              {COLOURS.map((c) => (
                <option key={c} value={c}>
                  {t(`colour_${c}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    />
  );
}
