import { useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { CheckField } from '../../../ui/field.tsx';
import { HEIC_ACCEPT } from '../kit/heic/protocol.ts';
import { ImageBatch, IMAGE_ACCEPT } from '../../../features/image-batch/image-batch.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { useImageBatch } from '../../../features/image-batch/use-image-batch.ts';
import { FoundList } from './found-list.tsx';
import type { RemoveLocationOptions } from './handler.ts';
import { useFoundMetadata } from './use-found.ts';
import './remove-location.css';

const bridge = createWorkerBridge<ImageJob<RemoveLocationOptions>, ImageJobResult>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

export default function RemoveLocationTool() {
  const { t } = useToolTranslation();
  const batch = useImageBatch(bridge);
  const found = useFoundMetadata(batch.items);
  const [everything, setEverything] = useState(false);
  return (
    <ImageBatch
      batch={batch}
      accept={`${IMAGE_ACCEPT},${HEIC_ACCEPT}`}
      options={
        <fieldset className="card stack">
          <legend>{t('options')}</legend>
          <CheckField
            label={t('everything')}
            checked={everything}
            onChange={(checked) => {
              setEverything(checked);
              batch.stale();
            }}
          />
          <p className="muted">{everything ? t('everythingHint') : t('gpsOnlyHint')}</p>
        </fieldset>
      }
      aside={<FoundList items={batch.items} found={found} />}
      runOptions={{ everything }}
      runLabel={(count) => t(everything ? 'runAll' : 'run', { count })}
      zipName={t('zipName')}
    />
  );
}
