import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { videoToGif } from '../kit/video/gif.ts';
import { transferOf } from '../kit/output/output-file.ts';
import { handleProbe } from '../kit/video/probe.ts';
import type { GifRequest, GifResponse } from './protocol.ts';

/** A stretch of the video as an animated GIF (see kit/video/gif.ts). */
export const handleGifRequest: WorkerHandler<GifRequest, GifResponse> = async (req, ctx) => {
  if (req.kind === 'probe') return handleProbe(req);
  const outcome = await videoToGif(req.file, req.options, ctx.onProgress);
  return { result: { kind: 'gif', ...outcome }, transfer: transferOf(outcome.bytes) };
};
