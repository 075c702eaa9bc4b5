import { useId, useState } from 'react';
import type { LineStyle } from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { RadioChips } from '../../../ui/segmented.tsx';
import { ImageBatch } from '../../../features/image-batch/image-batch.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { useImageBatch } from '../../../features/image-batch/use-image-batch.ts';
import { GEOMETRY_OUTPUT } from '../kit/image-geometry/output.ts';
import { GeometryOutputFields } from '../kit/image-geometry/output-fields.tsx';
import { LinePreview } from './line-preview.tsx';
import type { ToLineOptions } from './work.ts';
import './image-to-line.css';

const makeWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const bridge = createWorkerBridge<ImageJob<ToLineOptions>, ImageJobResult>(makeWorker);
// The live preview has its own worker: a redraw never waits behind the batch nor cancels it.
const previewBridge = createWorkerBridge<ImageJob<ToLineOptions>, ImageJobResult>(makeWorker);

const STYLES: readonly LineStyle[] = ['pencil', 'lineart'];

export default function ImageToLineTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const batch = useImageBatch(bridge);
  const [options, setOptions] = useState<ToLineOptions>({
    style: 'pencil',
    strength: 50,
    output: GEOMETRY_OUTPUT,
  });
  const set = (patch: Partial<ToLineOptions>) => {
    setOptions((o) => ({ ...o, ...patch }));
    batch.stale();
  };
  const first = batch.items[0]?.file;
  return (
    <ImageBatch
      batch={batch}
      options={
        <section className="card stack" aria-label={t('settings')}>
          <fieldset className="line-choice">
            <legend>{t('style')}</legend>
            <RadioChips
              className="geo-presets"
              itemClassName="chip"
              name={`${id}-style`}
              value={options.style}
              options={STYLES}
              onChange={(style) => set({ style })}
              labelOf={(s) => t(`styles.${s}`)}
            />
            <p className="field-hint">{t(`styleHints.${options.style}`)}</p>
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-strength`}>{t('strength', { value: options.strength })}</label>
            <input
              id={`${id}-strength`}
              type="range"
              min={0}
              max={100}
              step={5}
              value={options.strength}
              aria-describedby={`${id}-strength-hint`}
              onChange={(e) => set({ strength: Number(e.currentTarget.value) })}
            />
            <span id={`${id}-strength-hint`} className="field-hint">
              {t('strengthHint')}
            </span>
          </div>
          <GeometryOutputFields value={options.output} onChange={(output) => set({ output })} />
        </section>
      }
      aside={first ? <LinePreview bridge={previewBridge} file={first} options={options} /> : null}
      runOptions={options}
      runLabel={(count) => t('run', { count })}
      zipName={t('zipName')}
    />
  );
}
