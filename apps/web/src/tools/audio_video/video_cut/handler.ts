import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { MIME, convert, keyframeAtOrBefore, openInput, videoTrackOf } from '../kit/video/engine.ts';
import { transferOf } from '../kit/output/output-file.ts';
import { handleProbe } from '../kit/video/probe.ts';
import type { CutRequest, CutResponse } from './protocol.ts';

/**
 * Cuts [start, end] out of a video into the same container (MP4 for inputs we cannot write back).
 * `exact` re-encodes the picture so the first frame is the one at `start`; `keyframe` copies the
 * packets from the last key frame at or before `start` (fast, no quality loss, may begin earlier).
 */
export const handleCutRequest: WorkerHandler<CutRequest, CutResponse> = async (req, ctx) => {
  if (req.kind === 'probe') return handleProbe(req);
  const name = req.file.name;
  const input = await openInput(req.file);
  try {
    const video = await videoTrackOf(input, name);
    const mime = await input.getMimeType();
    const container = mime.includes('quicktime')
      ? 'mov'
      : mime.includes('webm')
        ? 'webm'
        : mime.includes('matroska')
          ? 'mkv'
          : 'mp4';
    const start = req.mode === 'keyframe' ? await keyframeAtOrBefore(video, req.start) : req.start;
    const bytes = await convert(
      name,
      input,
      container,
      req.mode === 'exact'
        ? { trim: { start, end: req.end }, video: { forceTranscode: true } }
        : { trim: { start, end: req.end }, copy: { boundaryPolicy: 'expand', shiftTolerance: Infinity } },
      ctx.onProgress,
    );
    return {
      result: {
        kind: 'cut',
        bytes,
        extension: container,
        mime: MIME[container],
        start,
        duration: req.end - start,
      },
      transfer: transferOf(bytes),
    };
  } finally {
    input.dispose();
  }
};
