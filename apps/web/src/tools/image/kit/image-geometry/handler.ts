// The worker side of a geometry tool: previews, then the tool's work on one file or several in order.
import type { WorkerHandler } from '../../../../framework/worker-expose.ts';
import { hasTransparency } from '@toolbox/toolkit/image';
import type { ImageCodecs } from '../../../../features/image-batch/codecs.ts';
import {
  imageJobHandler,
  type ImageDraft,
  type ImageWork,
} from '../../../../features/image-batch/handler.ts';
import { PREVIEW_SIDE, type GeometryAnswer, type GeometryRequest } from './protocol.ts';

/** Work over several files at once (the long image): the files, decoded one at a time by the codecs. */
export type ManyWork<Options> = (
  files: File[],
  ctx: { options: Options; codecs: ImageCodecs; onProgress: (done: number, total: number) => void },
) => Promise<ImageDraft[]>;

/**
 * The handler a geometry tool's worker exposes. `preview` answers the image's size and a copy at most
 * {@link PREVIEW_SIDE} on its longest side; `run` is the batch kit's handler around `work` (same decode
 * and error codes); `runMany` hands every file to `many`.
 */
export function geometryHandler<Options>(
  loadCodecs: () => Promise<ImageCodecs>,
  work: ImageWork<Options> | null,
  many?: ManyWork<Options>,
): WorkerHandler<GeometryRequest<Options>, GeometryAnswer> {
  const runOne = work ? imageJobHandler(work, loadCodecs) : null;
  return async (req, ctx) => {
    if (req.kind === 'run' && runOne) {
      const { result, transfer } = await runOne(req, ctx);
      return { result: { kind: 'run', ...result }, transfer };
    }
    if (req.kind === 'runMany' && many) {
      const drafts = await many(req.files, { options: req.options, codecs: await loadCodecs(), ...ctx });
      const outputs = drafts.map((d) => ({ ...d, bytes: d.bytes.slice().buffer as ArrayBuffer }));
      return { result: { kind: 'run', outputs, notes: [] }, transfer: outputs.map((o) => o.bytes) };
    }
    if (req.kind !== 'preview') throw new Error(`no ${req.kind} in this worker`);
    const codecs = await loadCodecs();
    const { pixels } = await codecs.decode(req.file).catch((error: unknown) => {
      throw typeof (error as { code?: unknown })?.code === 'string'
        ? error
        : Object.assign(new Error('image_load_abnormal'), { code: 'image_load_abnormal' });
    });
    const scale = Math.min(1, PREVIEW_SIDE / Math.max(pixels.width, pixels.height));
    const small =
      scale < 1
        ? await codecs.resample(
            pixels,
            Math.max(1, Math.round(pixels.width * scale)),
            Math.max(1, Math.round(pixels.height * scale)),
          )
        : pixels;
    const clear = hasTransparency(small);
    const encoded = await codecs.encode(small, clear ? { format: 'png' } : { format: 'jpeg', quality: 85 });
    const bytes = encoded.slice().buffer as ArrayBuffer;
    const type = clear ? 'image/png' : 'image/jpeg';
    const result: GeometryAnswer = {
      kind: 'preview',
      width: pixels.width,
      height: pixels.height,
      bytes,
      type,
    };
    return { result, transfer: [bytes] };
  };
}
