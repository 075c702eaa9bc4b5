import type { OutputFormat } from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { SelectField } from '../../../ui/field.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { DEFAULT_MARK, type MarkOptions } from '../../../features/image-batch/watermark/options.ts';
import { WatermarkBatchTool } from '../../../features/image-batch/watermark/watermark-tool.tsx';

// WebP and GIF cannot record the DPI this tool keeps: JPEG and PNG only (or the photo's own).
const FORMATS: Array<OutputFormat | 'keep'> = ['keep', 'jpeg', 'png'];

const bridge = createWorkerBridge<ImageJob<MarkOptions>, ImageJobResult>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** "For this use only" over ID photos and scans, in the browser; the photo's DPI is kept. */
export default function IdPhotoAddWaterMarkerTool() {
  const { t } = useToolTranslation();
  const presets = t('presets', { returnObjects: true }) as string[];
  return (
    <WatermarkBatchTool
      bridge={bridge}
      formats={FORMATS}
      initial={() => ({
        ...DEFAULT_MARK,
        text: t('defaultText'),
        colour: '#e02020',
        opacity: 45,
        size: 5,
        bold: false,
        lineMargin: 10,
      })}
      note={<p className="muted">{t('note')}</p>}
      textFields={(mark, set) => (
        <SelectField
          label={t('presetsLabel')}
          value={presets.indexOf(mark.text)}
          options={[-1, ...presets.map((_, i) => i)]}
          labelOf={(i) => (i < 0 ? t('presetCustom') : presets[i]!)}
          onChange={(i) => (i >= 0 ? set({ text: presets[i]! }) : undefined)}
        />
      )}
    />
  );
}
