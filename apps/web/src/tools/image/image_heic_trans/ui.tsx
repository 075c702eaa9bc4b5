import { useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { HeicOptionsFields, heicRunOptions } from '../kit/heic/heic-options.tsx';
import {
  DEFAULT_HEIC_OPTIONS,
  HEIC_ACCEPT,
  type HeicFormat,
  type HeicOptions,
} from '../kit/heic/protocol.ts';
import { ImageBatch } from '../../../features/image-batch/image-batch.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { useImageBatch } from '../../../features/image-batch/use-image-batch.ts';

const bridge = createWorkerBridge<ImageJob<HeicOptions>, ImageJobResult>(
  () => new Worker(new URL('../kit/heic/worker.ts', import.meta.url), { type: 'module' }),
);

/** One HEIC photo to JPG or PNG, with a preview of every image it holds. */
export default function HeicTransTool() {
  const { t } = useToolTranslation();
  const batch = useImageBatch(bridge);
  const [format, setFormat] = useState<HeicFormat>(DEFAULT_HEIC_OPTIONS.format);
  const [quality, setQuality] = useState(String(DEFAULT_HEIC_OPTIONS.quality));
  const [smallest, setSmallest] = useState(DEFAULT_HEIC_OPTIONS.smallest);
  const pick = (files: File[]) => {
    batch.clear();
    batch.add(files.slice(-1));
  };
  return (
    <ImageBatch
      batch={{ ...batch, add: pick }}
      accept={HEIC_ACCEPT}
      multiple={false}
      options={
        <HeicOptionsFields
          format={format}
          quality={quality}
          smallest={smallest}
          onFormat={(f) => (setFormat(f), batch.stale())}
          onQuality={(q) => (setQuality(q), batch.stale())}
          onSmallest={(s) => (setSmallest(s), batch.stale())}
        />
      }
      aside={<p className="muted">{t('heic.loading')}</p>}
      runOptions={heicRunOptions(format, quality, smallest)}
      runLabel={() => t('run', { format: format === 'jpeg' ? 'JPG' : 'PNG' })}
      zipName={t('zipName')}
    />
  );
}
