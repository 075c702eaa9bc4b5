import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { compressPlan } from '@toolbox/toolkit/video';
import { convert, openInput, videoTrackOf } from '../kit/video/engine.ts';
import { transferOf } from '../kit/output/output-file.ts';
import { handleProbe } from '../kit/video/probe.ts';
import { scaledEncode } from './scaled-encode.ts';
import type { CompressRequest, CompressResponse } from './protocol.ts';

const AUDIO_BITRATE = 96_000;

/**
 * A smaller MP4: the picture scaled down to the level's size (never up) and encoded as H.264 at a
 * bitrate from its area and frame rate, below what the source spent; the sound as AAC at 96 kbit/s.
 * The encoder scales the frames itself where it can (`scaledEncode`); otherwise mediabunny's Conversion.
 */
export const handleCompressRequest: WorkerHandler<CompressRequest, CompressResponse> = async (req, ctx) => {
  if (req.kind === 'probe') return handleProbe(req);
  const name = req.file.name;
  const input = await openInput(req.file);
  try {
    const video = await videoTrackOf(input, name);
    const stats = await video.computePacketStats(200);
    const plan = compressPlan(
      await video.getDisplayWidth(),
      await video.getDisplayHeight(),
      stats.averagePacketRate,
      stats.averageBitrate,
      req.level,
    );
    const bytes =
      (await scaledEncode(name, input, video, plan, AUDIO_BITRATE, ctx.onProgress)) ??
      (await convert(
        name,
        input,
        'mp4',
        {
          video: {
            codec: 'avc',
            width: plan.width,
            height: plan.height,
            fit: 'fill',
            bitrate: plan.bitrate,
            forceTranscode: true,
          },
          audio: { codec: 'aac', bitrate: AUDIO_BITRATE },
        },
        ctx.onProgress,
      ));
    return { result: { kind: 'compress', bytes, ...plan }, transfer: transferOf(bytes) };
  } finally {
    input.dispose();
  }
};
