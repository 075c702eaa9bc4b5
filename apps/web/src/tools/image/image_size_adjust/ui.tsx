import { useState } from 'react';
import type { OutputFormat } from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { CheckField, InputField, SelectField } from '../../../ui/field.tsx';
import { ModeTabs } from '../../../ui/segmented.tsx';
import { ImageBatch } from '../../../features/image-batch/image-batch.tsx';
import {
  DEFAULT_OUTPUT,
  OutputOptionsFields,
  type OutputOptions,
} from '../../../features/image-batch/output-options.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { useImageBatch } from '../../../features/image-batch/use-image-batch.ts';
import { DEFAULT_FORM, parseForm, type SizeForm, type SizeMode, type SizeOptions } from './options.ts';

const MODES: SizeMode[] = ['pixels', 'percent', 'longEdge', 'print'];
const FORMATS: Array<OutputFormat | 'keep'> = ['keep', 'jpeg', 'png', 'webp', 'avif', 'bmp', 'gif'];

const bridge = createWorkerBridge<ImageJob<SizeOptions>, ImageJobResult>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** Resize images by pixels, percent, long edge or print size at a DPI, many at once. */
export default function ImageSizeAdjustTool() {
  const { t } = useToolTranslation();
  const batch = useImageBatch(bridge);
  const [form, setForm] = useState<SizeForm>(DEFAULT_FORM);
  const [output, setOutput] = useState<OutputOptions>({ ...DEFAULT_OUTPUT, format: 'keep' });
  const parsed = parseForm(form, output);
  const set = (patch: Partial<SizeForm>) => {
    setForm((old) => ({ ...old, ...patch }));
    batch.stale();
  };
  const text = (key: keyof SizeForm, label: string, hint?: string) => (
    <InputField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      value={String(form[key])}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );
  const box = form.mode === 'pixels' || form.mode === 'print';
  const unit = form.mode === 'print' ? t(`units.${form.unit}`) : 'px';

  return (
    <ImageBatch
      batch={batch}
      options={
        <section className="card stack" aria-label={t('settings')}>
          <ModeTabs
            className="row"
            label={t('modeLabel')}
            value={form.mode}
            options={MODES}
            labelOf={(m) => t(`modes.${m}`)}
            onChange={(mode) => set({ mode })}
          />
          {box ? (
            <div className="row">
              {text('width', t('width', { unit }))}
              {text('height', t('height', { unit }))}
            </div>
          ) : null}
          {form.mode === 'print' ? (
            <div className="row">
              <SelectField
                label={t('unit')}
                value={form.unit}
                options={['cm', 'inch'] as const}
                labelOf={(u) => t(`units.${u}`)}
                onChange={(u) => set({ unit: u })}
              />
              {text('dpi', t('dpi'))}
            </div>
          ) : null}
          {box ? (
            <CheckField label={t('lock')} checked={form.lock} onChange={(lock) => set({ lock })} />
          ) : null}
          {box ? <p className="muted">{form.lock ? t('lockHint') : t('exactHint')}</p> : null}
          {form.mode === 'percent' ? text('percent', t('percent')) : null}
          {form.mode === 'longEdge' ? text('longEdge', t('longEdge'), t('longEdgeHint')) : null}
          <OutputOptionsFields
            value={output}
            formats={FORMATS}
            onChange={(next) => {
              setOutput(next);
              batch.stale();
            }}
          />
          <div className="row">
            {text('maxSize', t('maxSize'), t('maxSizeHint'))}
            <SelectField
              label={t('maxUnit')}
              value={form.maxUnit}
              options={['KB', 'MB'] as const}
              labelOf={(u) => u}
              onChange={(maxUnit) => set({ maxUnit })}
            />
          </div>
          {'error' in parsed ? <p role="alert">{t(`errors.${parsed.error}`)}</p> : null}
        </section>
      }
      runOptions={'error' in parsed ? null : parsed}
      runLabel={(count) => t('run', { count })}
      zipName={t('zipName')}
    />
  );
}
