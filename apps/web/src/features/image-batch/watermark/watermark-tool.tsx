import { useState, type ReactNode } from 'react';
import { WATERMARK_POSITIONS, type OutputFormat } from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { WorkerBridge } from '../../../framework/worker-bridge.ts';
import { CheckField, ColorField, InputField, SelectField } from '../../../ui/field.tsx';
import { ModeTabs } from '../../../ui/segmented.tsx';
import { ImageBatch } from '../image-batch.tsx';
import { DEFAULT_OUTPUT, OutputOptionsFields, type OutputOptions } from '../output-options.tsx';
import type { ImageJob, ImageJobResult } from '../protocol.ts';
import { useImageBatch } from '../use-image-batch.ts';
import { FONTS, type MarkOptions, type WatermarkOptions } from './options.ts';
import { WatermarkPreview } from './preview.tsx';
import './watermark.css';

/**
 * A watermark tool over many images: text or picture, tiled or at one place, size, angle, opacity and
 * margins, the output format, previewed on the first image. `note` stands above the settings and
 * `textFields` before the text field (e.g. preset texts).
 */
export function WatermarkBatchTool(props: {
  bridge: WorkerBridge<ImageJob<MarkOptions>, ImageJobResult>;
  initial: () => WatermarkOptions;
  formats: Array<OutputFormat | 'keep'>;
  note?: ReactNode;
  textFields?: (mark: WatermarkOptions, set: (patch: Partial<WatermarkOptions>) => void) => ReactNode;
}) {
  const { t } = useToolTranslation();
  const batch = useImageBatch(props.bridge);
  const [mark, setMark] = useState<WatermarkOptions>(props.initial);
  const [output, setOutput] = useState<OutputOptions>({ ...DEFAULT_OUTPUT, format: 'keep' });
  const set = (patch: Partial<WatermarkOptions>) => {
    setMark((old) => ({ ...old, ...patch }));
    batch.stale();
  };
  const slider = (
    key: 'size' | 'angle' | 'lineMargin' | 'contentMargin' | 'opacity',
    min: number,
    max: number,
  ) => (
    <InputField
      label={t(`fields.${key}`, { value: mark[key] })}
      type="range"
      min={min}
      max={max}
      value={mark[key]}
      onChange={(e) => set({ [key]: Number(e.currentTarget.value) })}
    />
  );
  const missing = mark.kind === 'text' ? !mark.text.trim() : !mark.image;

  return (
    <ImageBatch
      batch={batch}
      options={
        <section className="card stack" aria-label={t('settings')}>
          {props.note}
          <ModeTabs
            className="row"
            label={t('kindLabel')}
            value={mark.kind}
            options={['text', 'image'] as const}
            labelOf={(k) => t(`kinds.${k}`)}
            onChange={(kind) => set({ kind })}
          />
          {mark.kind === 'text' ? (
            <div className="wm-grid">
              {props.textFields?.(mark, set)}
              <InputField
                label={t('fields.text')}
                value={mark.text}
                onChange={(e) => set({ text: e.currentTarget.value })}
              />
              <SelectField
                label={t('fields.font')}
                value={mark.font}
                options={FONTS}
                labelOf={(f) => t(`fonts.${f}`)}
                onChange={(font) => set({ font })}
              />
              <ColorField
                label={t('fields.colour')}
                value={mark.colour}
                onChange={(colour) => set({ colour })}
              />
              <CheckField label={t('fields.bold')} checked={mark.bold} onChange={(bold) => set({ bold })} />
            </div>
          ) : (
            <InputField
              label={t('fields.image')}
              type="file"
              accept="image/png,image/webp,image/jpeg,image/gif,image/svg+xml"
              onChange={(e) => set({ image: e.currentTarget.files?.[0] ?? null })}
            />
          )}
          <CheckField label={t('fields.tiled')} checked={mark.tiled} onChange={(tiled) => set({ tiled })} />
          {mark.tiled ? null : (
            <SelectField
              label={t('fields.position')}
              value={mark.position}
              options={WATERMARK_POSITIONS}
              labelOf={(p) => t(`positions.${p}`)}
              onChange={(position) => set({ position })}
            />
          )}
          <div className="wm-grid">
            {slider('size', 1, 40)}
            {slider('angle', -90, 90)}
            {slider('opacity', 5, 100)}
            {mark.tiled ? slider('lineMargin', 0, 100) : slider('contentMargin', 0, 30)}
          </div>
          <OutputOptionsFields
            value={output}
            formats={props.formats}
            onChange={(next) => {
              setOutput(next);
              batch.stale();
            }}
          />
          {missing ? <p className="muted">{t(mark.kind === 'text' ? 'needText' : 'needImage')}</p> : null}
        </section>
      }
      aside={<WatermarkPreview file={batch.items[0]?.file ?? null} options={mark} />}
      runOptions={missing ? null : { mark, output }}
      runLabel={(count) => t('run', { count })}
      zipName={t('zipName')}
    />
  );
}
