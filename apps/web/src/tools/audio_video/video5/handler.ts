import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { AudioSample } from 'mediabunny';
import { Resampler } from '@toolbox/toolkit/video';
import { convert, openInput, videoTrackOf } from '../kit/video/engine.ts';
import { transferOf } from '../kit/output/output-file.ts';
import { handleProbe } from '../kit/video/probe.ts';
import type { SpeedRequest, SpeedResponse } from './protocol.ts';

/**
 * Plays a video `speed` times as fast: every frame's time is divided by the speed (H.264 out), and the
 * sound is played faster or slower the same way (resampled, so its pitch moves with the speed, as on a
 * tape), then encoded as AAC.
 */
export const handleSpeedRequest: WorkerHandler<SpeedRequest, SpeedResponse> = async (req, ctx) => {
  if (req.kind === 'probe') return handleProbe(req);
  const name = req.file.name;
  const speed = req.speed;
  const input = await openInput(req.file);
  try {
    await videoTrackOf(input, name);
    const audio = await input.getPrimaryAudioTrack();
    const rate = audio ? await audio.getSampleRate() : 48000;
    const resampler = new Resampler(rate * speed, rate);
    let written = -1; // frames of sound out so far (-1: none yet)
    let origin = 0;
    const bytes = await convert(
      name,
      input,
      'mp4',
      {
        video: {
          codec: 'avc',
          forceTranscode: true,
          process: (sample) => {
            const out = sample.clone();
            out.setTimestamp(sample.timestamp / speed);
            out.setDuration(sample.duration / speed);
            return out;
          },
        },
        audio: {
          codec: 'aac',
          forceTranscode: true,
          processedSampleRate: rate,
          process: (sample) => {
            const channels = sample.numberOfChannels;
            const planes = Array.from({ length: channels }, (_, ch) => {
              const plane = new Float32Array(sample.numberOfFrames);
              sample.copyTo(plane, { planeIndex: ch, format: 'f32-planar' });
              return plane;
            });
            if (written < 0) {
              origin = sample.timestamp / speed;
              written = 0;
            }
            const out = resampler.push(planes);
            const n = out[0]?.length ?? 0;
            if (n === 0) return null;
            const data = new Float32Array(n * channels);
            out.forEach((plane, ch) => data.set(plane, ch * n));
            const timestamp = origin + written / rate;
            written += n;
            return new AudioSample({
              data,
              format: 'f32-planar',
              numberOfChannels: channels,
              sampleRate: rate,
              timestamp,
            });
          },
        },
      },
      ctx.onProgress,
    );
    const length = ((await input.computeDuration()) - Math.max(0, await input.getFirstTimestamp())) / speed;
    return { result: { kind: 'speed', bytes, duration: length }, transfer: transferOf(bytes) };
  } finally {
    input.dispose();
  }
};
