import { useState } from 'react';
import { normaliseDegrees } from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { InputField } from '../../../ui/field.tsx';
import { ImageBatch } from '../../../features/image-batch/image-batch.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { useImageBatch } from '../../../features/image-batch/use-image-batch.ts';
import { FillField } from '../kit/image-geometry/fill-field.tsx';
import { GEOMETRY_OUTPUT } from '../kit/image-geometry/output.ts';
import { GeometryOutputFields } from '../kit/image-geometry/output-fields.tsx';
import { RotatePreview } from './rotate-preview.tsx';
import type { RotateOptions } from './work.ts';
import './image-rotate.css';

const bridge = createWorkerBridge<ImageJob<RotateOptions>, ImageJobResult>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** The angle as the user reads it: −180 < a ≤ 180. */
const shown = (degrees: number) => {
  const d = normaliseDegrees(degrees);
  return Math.round((d > 180 ? d - 360 : d) * 100) / 100;
};

export default function ImageRotateTool() {
  const { t } = useToolTranslation();
  const batch = useImageBatch(bridge);
  const [options, setOptions] = useState<RotateOptions>({
    degrees: 0,
    flipH: false,
    flipV: false,
    fill: 'transparent',
    output: GEOMETRY_OUTPUT,
  });
  const [angleText, setAngleText] = useState('0');
  const set = (patch: Partial<RotateOptions>) => {
    const next = { ...options, ...patch };
    setOptions(next);
    if (patch.degrees !== undefined) setAngleText(String(shown(next.degrees)));
    batch.stale();
  };
  const turn = (by: number) => set({ degrees: shown(options.degrees + by) });
  // A flip on screen after a turn is the mirror-first flip with the turn the other way.
  const flip = (axis: 'flipH' | 'flipV') => set({ [axis]: !options[axis], degrees: shown(-options.degrees) });
  const rightAngle = normaliseDegrees(options.degrees) % 90 === 0;
  const first = batch.items[0]?.file;
  const unchanged = normaliseDegrees(options.degrees) === 0 && !options.flipH && !options.flipV;

  return (
    <ImageBatch
      batch={batch}
      options={
        <section className="card stack" aria-label={t('settings')}>
          <div className="rotate-buttons" role="group" aria-label={t('quick')}>
            <button type="button" className="btn btn-secondary" onClick={() => turn(-90)}>
              ⟲ {t('left')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => turn(90)}>
              ⟳ {t('right')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => turn(180)}>
              {t('half')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-pressed={options.flipH}
              onClick={() => flip('flipH')}
            >
              ⇋ {t('flipH')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-pressed={options.flipV}
              onClick={() => flip('flipV')}
            >
              ⇵ {t('flipV')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={unchanged}
              onClick={() => set({ degrees: 0, flipH: false, flipV: false })}
            >
              {t('reset')}
            </button>
          </div>
          <div className="rotate-angle">
            <InputField
              label={t('angle')}
              hint={t('angleHint')}
              type="number"
              inputMode="decimal"
              min={-360}
              max={360}
              step="any"
              value={angleText}
              onChange={(e) => {
                setAngleText(e.target.value);
                const n = Number(e.target.value);
                if (e.target.value.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= 360) {
                  setOptions((o) => ({ ...o, degrees: n }));
                  batch.stale();
                }
              }}
            />
            <input
              type="range"
              min={-180}
              max={180}
              step={1}
              aria-label={t('angleSlider')}
              value={shown(options.degrees)}
              onChange={(e) => set({ degrees: Number(e.target.value) })}
            />
          </div>
          {rightAngle ? null : (
            <FillField
              value={options.fill}
              onChange={(fill) => set({ fill })}
              transparentLabel={t('transparent')}
              colourLabel={t('fill')}
            />
          )}
          <GeometryOutputFields
            value={options.output}
            onChange={(output) => set({ output })}
            fill={options.fill}
          />
        </section>
      }
      aside={first ? <RotatePreview file={first} {...options} /> : null}
      runOptions={unchanged ? null : options}
      runLabel={(count) => t('run', { count })}
      zipName={t('zipName')}
    />
  );
}
