import type { OutputFormat } from '@toolbox/toolkit/image';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { DEFAULT_MARK, type MarkOptions } from '../../../features/image-batch/watermark/options.ts';
import { WatermarkBatchTool } from '../../../features/image-batch/watermark/watermark-tool.tsx';

const FORMATS: Array<OutputFormat | 'keep'> = ['keep', 'jpeg', 'png', 'webp'];

const bridge = createWorkerBridge<ImageJob<MarkOptions>, ImageJobResult>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** A text or picture watermark, tiled or at one place, on many images, previewed on the first one. */
export default function ImageBatchAddWaterMarkerTool() {
  return <WatermarkBatchTool bridge={bridge} initial={() => DEFAULT_MARK} formats={FORMATS} />;
}
