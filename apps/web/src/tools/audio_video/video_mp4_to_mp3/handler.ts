import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { AudioSample, AudioSampleSink, AudioSampleSource, type InputAudioTrack } from 'mediabunny';
import { mp3Format } from '@toolbox/toolkit/video';
import {
  audioTrackOf,
  coded,
  convert,
  createOutput,
  ensureMp3Encoder,
  openInput,
  type OutputBytes,
  type Progress,
} from '../kit/video/engine.ts';
import { transferOf } from '../kit/output/output-file.ts';
import { handleProbe } from '../kit/video/probe.ts';
import { changesOnly } from '../kit/video/progress.ts';
import type { ToMp3Request, ToMp3Response } from './protocol.ts';

/**
 * The video's sound as an MP3 (LAME in WebAssembly): the picture is dropped, the sound decoded and
 * encoded at the chosen bitrate, kept within MP3's limits (at most 2 channels, 48 kHz; 5.1 is mixed
 * down to stereo).
 */
export const handleToMp3Request: WorkerHandler<ToMp3Request, ToMp3Response> = async (req, ctx) => {
  if (req.kind === 'probe') return handleProbe(req);
  const name = req.file.name;
  const input = await openInput(req.file);
  try {
    const audio = await audioTrackOf(input, name);
    const channels = await audio.getNumberOfChannels();
    const rate = await audio.getSampleRate();
    const format = mp3Format(channels, rate);
    const bitrate = req.kbps * 1000;
    const bytes =
      format.channels === channels && format.sampleRate === rate
        ? await encodeAsIs(name, audio, format, bitrate, changesOnly(ctx.onProgress))
        : await convert(
            name,
            input,
            'mp3',
            {
              video: { discard: true },
              audio: {
                codec: 'mp3',
                bitrate,
                numberOfChannels: format.channels,
                sampleRate: format.sampleRate,
                forceTranscode: true,
              },
            },
            ctx.onProgress,
          );
    return { result: { kind: 'mp3', bytes, ...format }, transfer: transferOf(bytes) };
  } finally {
    input.dispose();
  }
};

/**
 * Decoded frames go to LAME in blocks this long (about 1.5 s at 44.1 kHz) rather than as the
 * decoder's packets (1024 frames for AAC): each block is one pass through mediabunny and one call into LAME.
 */
const BLOCK_FRAMES = 65_536;

/**
 * The sound when its channels and rate suit MP3 as they are (no mixing, no resampling), as the
 * general conversion would write it (the same PCM, so the same MP3): the part before 0 or before
 * the track's first timestamp cut off, silence put before a first sample that starts late, then
 * everything to the end; but the decoded 16-bit samples are gathered into large blocks first.
 */
async function encodeAsIs(
  name: string,
  audio: InputAudioTrack,
  format: { channels: number; sampleRate: number },
  bitrate: number,
  onProgress: Progress,
): Promise<OutputBytes> {
  const { channels, sampleRate } = format;
  if (!(await audio.canDecode())) throw coded('video_cannot_convert', { name });
  ensureMp3Encoder();
  const { output, sink } = await createOutput('mp3');
  const source = new AudioSampleSource({ codec: 'mp3', bitrate });
  output.addAudioTrack(source);
  const planes = Array.from({ length: channels }, () => new Int16Array(BLOCK_FRAMES));
  let filled = 0;
  let written = 0;
  const flush = async () => {
    if (filled === 0) return;
    const data = new Int16Array(filled * channels);
    planes.forEach((plane, c) => data.set(plane.subarray(0, filled), c * filled));
    // Wrapped in a WebCodecs AudioData, the encoder's copy out of the block is the browser's own
    // (a plain copy, as the formats match) instead of mediabunny's sample-by-sample loop.
    const block = new AudioSample(
      new AudioData({
        data,
        format: 's16-planar',
        numberOfChannels: channels,
        numberOfFrames: filled,
        sampleRate,
        timestamp: Math.round((written / sampleRate) * 1e6),
        transfer: [data.buffer],
      }),
    );
    written += filled;
    filled = 0;
    try {
      await source.add(block);
    } finally {
      block.close();
    }
  };
  /** Adds `count` frames, from `fill(plane, c, at, n)` writing n frames of channel c at index at. */
  const append = async (
    count: number,
    fill: (plane: Int16Array, c: number, at: number, from: number, n: number) => void,
  ) => {
    let done = 0;
    while (done < count) {
      const n = Math.min(count - done, BLOCK_FRAMES - filled);
      planes.forEach((plane, c) => fill(plane, c, filled, done, n));
      filled += n;
      done += n;
      if (filled === BLOCK_FRAMES) await flush();
    }
  };

  try {
    const start = Math.max(await audio.getFirstTimestamp(), 0);
    const length = Math.max(1e-6, (await audio.computeDuration()) - start);
    await output.start();
    let first = true;
    for await (const sample of new AudioSampleSink(audio).samples(start)) {
      try {
        const skip =
          sample.timestamp < start ? Math.round((start - sample.timestamp) * sample.sampleRate) : 0;
        const count = sample.numberOfFrames - skip;
        if (count <= 0) continue;
        if (first) {
          first = false;
          const late = Math.round((sample.timestamp + skip / sample.sampleRate - start) * sampleRate);
          if (late > 0) await append(late, (plane, _c, at, _from, n) => plane.fill(0, at, at + n));
        }
        await append(count, (plane, c, at, from, n) =>
          sample.copyTo(new Uint8Array(plane.buffer, at * 2, n * 2), {
            format: 's16-planar',
            planeIndex: c,
            frameOffset: skip + from,
            frameCount: n,
          }),
        );
        onProgress(Math.round(Math.min(1, (written + filled) / sampleRate / length) * 1000), 1000);
      } finally {
        sample.close();
      }
    }
    await flush();
    source.close();
    await output.finalize();
    return await sink.finish();
  } catch (error) {
    await output.cancel().catch(() => {});
    await sink.discard();
    if (error instanceof Error && 'code' in error) throw error;
    throw coded('video_unreadable', { name });
  }
}
