import { useState } from 'react';
import { useLocation } from 'react-router';
import type { OutputFormat } from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { ImageBatch } from '../../../features/image-batch/image-batch.tsx';
import {
  DEFAULT_OUTPUT,
  OutputOptionsFields,
  type OutputOptions,
} from '../../../features/image-batch/output-options.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { useImageBatch } from '../../../features/image-batch/use-image-batch.ts';

const FORMATS: OutputFormat[] = ['jpeg', 'png', 'webp', 'avif', 'bmp', 'ico', 'gif'];

const bridge = createWorkerBridge<ImageJob<OutputOptions>, ImageJobResult>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/**
 * Image format change: any image the kit reads to JPG, PNG, WebP, AVIF, BMP, ICO or GIF, many at once.
 * On the messaging-app page (/wx/image_format_change) a line says how to save where downloads may not work.
 */
export default function ImageFormatChangeTool() {
  const { t } = useToolTranslation();
  const messagingApp = useLocation().pathname.startsWith('/wx/');
  const batch = useImageBatch(bridge);
  const [output, setOutput] = useState<OutputOptions>(DEFAULT_OUTPUT);
  const icoEmpty = output.format === 'ico' && output.icoSizes.length === 0;
  return (
    <ImageBatch
      batch={batch}
      options={
        <section className="card stack" aria-label={t('settings')}>
          <OutputOptionsFields
            value={output}
            formats={FORMATS}
            onChange={(next) => {
              setOutput(next);
              batch.stale();
            }}
          />
          {icoEmpty ? <p role="alert">{t('icoNone')}</p> : null}
        </section>
      }
      aside={messagingApp ? <p className="notice">{t('saveHint')}</p> : null}
      runOptions={icoEmpty ? null : output}
      runLabel={(count) => t('run', { count, format: t(`output.formats.${output.format}`) })}
      zipName={t('zipName')}
    />
  );
}
