import { useId, useState } from 'react';
import { idPhotoSizesValue } from '@toolbox/contracts';
import { localText } from '@toolbox/contracts/site-text';
import { FuncPayPanel } from '../../../features/credits/index.ts';
import { ServerFileTool } from '../../../features/files/server-file-tool.tsx';
import { dictResource } from '../../../features/site-content/site-content-api.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { BackgroundPicker, MaxSize, type BackgroundValue } from '../kit/id-photo/background.tsx';
import { ResultPicture } from '../kit/id-photo/preview.tsx';

interface Size {
  widthPx: number;
  heightPx: number;
  widthMm: number;
  heightMm: number;
  dpi: number;
}

const ONE_INCH: Size = { widthPx: 295, heightPx: 413, widthMm: 25, heightMm: 35, dpi: 300 };
const LAYOUTS = ['single', '4r', 'a4'] as const;
const CUSTOM = 'custom';

/** image_id_photo_cut: a portrait → an ID photo of a standard size (server; paid per result). */
export default function IdPhotoCutTool() {
  const { t } = useToolTranslation();
  const locale = useLocale();
  const entry = dictResource('id_photo_sizes').use();
  const parsed = idPhotoSizesValue.safeParse(entry.data?.value);
  const groups = parsed.success ? parsed.data : [];
  const [choice, setChoice] = useState('0.0');
  const [custom, setCustom] = useState({ widthMm: 25, heightMm: 35, dpi: 300 });
  const [background, setBackground] = useState<BackgroundValue>({ color: '#ffffff', gradient: false });
  const [layout, setLayout] = useState<(typeof LAYOUTS)[number]>('single');
  const [copies, setCopies] = useState(8);
  const [maxKB, setMaxKB] = useState<number | null>(null);
  const ids = { size: useId(), layout: useId(), copies: useId(), w: useId(), h: useId(), dpi: useId() };

  let size: Size = ONE_INCH;
  if (choice === CUSTOM) {
    const px = (mm: number) => Math.round((mm / 25.4) * custom.dpi);
    size = { ...custom, widthPx: px(custom.widthMm), heightPx: px(custom.heightMm) };
  } else {
    const [g, s] = choice.split('.').map(Number);
    const found = groups[g!]?.sizes[s!];
    if (found) size = { ...found, dpi: 300 };
  }
  const number = (v: string, min: number, max: number) => Math.min(max, Math.max(min, Number(v) || min));

  return (
    <div className="stack">
      <p className="muted">{t('note')}</p>
      <ServerFileTool
        funcCode="image_id_photo_cut"
        accept=".jpg,.jpeg,.png,.webp"
        actionLabel={t('make')}
        optionValues={{ ...size, ...background, layout, copies, maxKB }}
        renderResult={(file) => <ResultPicture file={file} />}
        renderPayment={(_file, reload, taskId) => (
          <FuncPayPanel funcCode="image_id_photo_cut" taskId={taskId} onPaid={reload} />
        )}
        options={(disabled) => (
          <div className="stack">
            <div className="field">
              <label htmlFor={ids.size}>{t('size')}</label>
              <select
                id={ids.size}
                value={choice}
                disabled={disabled}
                onChange={(e) => setChoice(e.target.value)}
              >
                {groups.map((group, g) => (
                  <optgroup key={group.group} label={localText(group.name, locale)}>
                    {group.sizes.map((s, i) => (
                      <option key={i} value={`${g}.${i}`}>
                        {t('sizeLabel', {
                          name: localText(s.name, locale),
                          w: s.widthMm,
                          h: s.heightMm,
                          pw: s.widthPx,
                          ph: s.heightPx,
                        })}
                      </option>
                    ))}
                  </optgroup>
                ))}
                <option value={CUSTOM}>{t('custom')}</option>
              </select>
            </div>
            {choice === CUSTOM ? (
              <div className="row" style={{ flexWrap: 'wrap', gap: 12 }}>
                <div className="field">
                  <label htmlFor={ids.w}>{t('widthMm')}</label>
                  <input
                    id={ids.w}
                    type="number"
                    min={10}
                    max={100}
                    value={custom.widthMm}
                    disabled={disabled}
                    onChange={(e) => setCustom({ ...custom, widthMm: number(e.target.value, 10, 100) })}
                  />
                </div>
                <div className="field">
                  <label htmlFor={ids.h}>{t('heightMm')}</label>
                  <input
                    id={ids.h}
                    type="number"
                    min={10}
                    max={100}
                    value={custom.heightMm}
                    disabled={disabled}
                    onChange={(e) => setCustom({ ...custom, heightMm: number(e.target.value, 10, 100) })}
                  />
                </div>
                <div className="field">
                  <label htmlFor={ids.dpi}>{t('dpi')}</label>
                  <input
                    id={ids.dpi}
                    type="number"
                    min={72}
                    max={600}
                    value={custom.dpi}
                    disabled={disabled}
                    onChange={(e) => setCustom({ ...custom, dpi: number(e.target.value, 72, 600) })}
                  />
                </div>
                <p className="muted">{t('pixels', { pw: size.widthPx, ph: size.heightPx })}</p>
              </div>
            ) : null}
            <BackgroundPicker value={background} onChange={setBackground} disabled={disabled} />
            <div className="row" style={{ flexWrap: 'wrap', gap: 12 }}>
              <div className="field">
                <label htmlFor={ids.layout}>{t('layout')}</label>
                <select
                  id={ids.layout}
                  value={layout}
                  disabled={disabled}
                  onChange={(e) => setLayout(e.target.value as (typeof LAYOUTS)[number])}
                >
                  {LAYOUTS.map((l) => (
                    <option key={l} value={l}>
                      {t(`layout_${l}`)}
                    </option>
                  ))}
                </select>
              </div>
              {layout !== 'single' ? (
                <div className="field">
                  <label htmlFor={ids.copies}>{t('copies')}</label>
                  <input
                    id={ids.copies}
                    type="number"
                    min={1}
                    max={40}
                    value={copies}
                    disabled={disabled}
                    onChange={(e) => setCopies(number(e.target.value, 1, 40))}
                  />
                </div>
              ) : null}
              <MaxSize value={maxKB} onChange={setMaxKB} disabled={disabled} />
            </div>
          </div>
        )}
      />
    </div>
  );
}
