import { useId, useState } from 'react';
import { MAX_DPI, MIN_DPI } from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { InputField } from '../../../ui/field.tsx';
import { ImageBatch } from '../../../features/image-batch/image-batch.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { useImageBatch } from '../../../features/image-batch/use-image-batch.ts';
import type { DpiOptions } from './handler.ts';

const bridge = createWorkerBridge<ImageJob<DpiOptions>, ImageJobResult>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
const PRESETS = [72, 96, 150, 300, 600];

/** The typed DPI as a number, or the key of what is wrong with it. */
export function parseDpi(text: string): number | 'dpiRequired' | 'dpiInvalid' {
  const trimmed = text.trim();
  if (!trimmed) return 'dpiRequired';
  const n = Number(trimmed);
  return Number.isInteger(n) && n >= MIN_DPI && n <= MAX_DPI ? n : 'dpiInvalid';
}

export default function ChangeDpiTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const batch = useImageBatch(bridge);
  const [text, setText] = useState('300');
  const dpi = parseDpi(text);
  const choose = (value: string) => {
    setText(value);
    batch.stale();
  };
  return (
    <ImageBatch
      batch={batch}
      options={
        <fieldset className="card stack">
          <legend>{t('options')}</legend>
          <InputField
            label={t('dpi')}
            type="number"
            inputMode="numeric"
            min={MIN_DPI}
            max={MAX_DPI}
            required
            value={text}
            aria-invalid={typeof dpi === 'string'}
            hint={t('hint')}
            below={
              typeof dpi === 'string' ? (
                <span role="alert" className="field-error" id={`${id}-error`}>
                  {t(dpi, { min: MIN_DPI, max: MAX_DPI })}
                </span>
              ) : null
            }
            onChange={(e) => choose(e.currentTarget.value)}
          />
          <div className="row" role="group" aria-label={t('presets')}>
            {PRESETS.map((p) => (
              <button
                key={p}
                type="button"
                className={`chip${dpi === p ? ' is-active' : ''}`}
                aria-pressed={dpi === p}
                onClick={() => choose(String(p))}
              >
                {p}
              </button>
            ))}
          </div>
          <p className="muted">{t('formats')}</p>
        </fieldset>
      }
      runOptions={typeof dpi === 'number' ? { dpi } : null}
      runLabel={(count) => t('run', { count, dpi: typeof dpi === 'number' ? dpi : '' })}
      zipName={t('zipName')}
    />
  );
}
