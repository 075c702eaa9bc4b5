import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { mergeVideos } from '../kit/video/merge.ts';
import { transferOf } from '../kit/output/output-file.ts';
import type { MergeRequest, MergeResponse } from './protocol.ts';

/** Joins the picked videos in order (see kit/video/merge.ts). */
export const handleMergeRequest: WorkerHandler<MergeRequest, MergeResponse> = async (req, ctx) => {
  const result = await mergeVideos(req.files, ctx.onProgress);
  return { result, transfer: transferOf(result.bytes) };
};
