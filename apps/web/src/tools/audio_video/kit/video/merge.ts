// Joins videos end to end in a worker: a packet copy when every part is alike, else one H.264/AAC
// encode at the first part's size, sound rate and channels. Parts are read one after another.
import {
  AudioSampleSink,
  AudioSampleSource,
  AudioSample,
  EncodedAudioPacketSource,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  QUALITY_HIGH,
  VideoSampleSink,
  VideoSampleSource,
  type Input,
  type InputAudioTrack,
  type Output,
  type InputVideoTrack,
} from 'mediabunny';
import { Resampler, evenSize, remixChannels } from '@toolbox/toolkit/video';
import {
  coded,
  createOutput,
  ensureAacEncoder,
  openInput,
  videoTrackOf,
  type OutputBytes,
  type Progress,
} from './engine.ts';
import type { OutputSink } from '../output/output-file.ts';
import { changesOnly } from './progress.ts';

interface Part {
  name: string;
  input: Input;
  video: InputVideoTrack;
  audio: InputAudioTrack | null;
  start: number;
  duration: number;
}

/** How the parts were joined, for the page's note. */
export interface MergeOutcome {
  bytes: OutputBytes;
  copied: boolean;
  width: number;
  height: number;
  duration: number;
}

async function configKey(track: InputVideoTrack | InputAudioTrack | null): Promise<string> {
  if (!track) return 'none';
  const config = await track.getDecoderConfig();
  if (!config) return 'unknown';
  const { description, ...rest } = config as unknown as {
    description?: ArrayBuffer | ArrayBufferView;
  } & Record<string, unknown>;
  let hex = '';
  if (description) {
    const bytes =
      description instanceof ArrayBuffer
        ? new Uint8Array(description)
        : new Uint8Array(description.buffer, description.byteOffset, description.byteLength);
    hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  const extra = 'rotation' in track ? `${await track.getRotation()}` : '';
  return `${JSON.stringify(rest)}|${hex}|${extra}`;
}

/** Every part has the same codecs with the same settings (so their packets can be copied into one file). */
async function alike(parts: Part[]): Promise<boolean> {
  const first = parts[0]!;
  if (first.video.codec !== 'avc' && first.video.codec !== 'hevc') return false;
  const v = await configKey(first.video);
  const a = await configKey(first.audio);
  for (const p of parts.slice(1)) {
    if ((await configKey(p.video)) !== v || (await configKey(p.audio)) !== a) return false;
  }
  return true;
}

/** Joins `files` in order into one MP4, reporting progress in thousandths. */
export async function mergeVideos(files: File[], onProgress: Progress): Promise<MergeOutcome> {
  const parts: Part[] = [];
  let sink: OutputSink | null = null;
  try {
    for (const file of files) {
      const input = await openInput(file);
      parts.push({ name: file.name, input, video: null!, audio: null, start: 0, duration: 0 });
      const part = parts.at(-1)!;
      part.video = await videoTrackOf(input, file.name);
      part.audio = await input.getPrimaryAudioTrack();
      part.start = Math.max(0, await input.getFirstTimestamp());
      part.duration = (await input.computeDuration()) - part.start;
      if (!(part.duration > 0)) throw coded('video_unreadable', { name: file.name });
    }
    const total = parts.reduce((sum, p) => sum + p.duration, 0);
    const changed = changesOnly(onProgress);
    const report = (seconds: number) => changed(Math.min(1000, Math.round((seconds / total) * 1000)), 1000);
    const made = await createOutput('mp4');
    sink = made.sink;
    const outcome = (await alike(parts))
      ? await copyParts(parts, made.output, report, total)
      : await encodeParts(parts, made.output, report, total);
    return { ...outcome, bytes: await sink.finish() };
  } catch (error) {
    await sink?.discard();
    if (typeof error === 'object' && error !== null && 'code' in error) throw error;
    throw coded('video_merge_failed', { reason: error instanceof Error ? error.message : String(error) });
  } finally {
    for (const p of parts) p.input.dispose();
  }
}

/** Like parts: their packets, shifted in time, go into one file without decoding. */
async function copyParts(
  parts: Part[],
  output: Output,
  report: (s: number) => void,
  total: number,
): Promise<Omit<MergeOutcome, 'bytes'>> {
  const first = parts[0]!;
  const videoSource = new EncodedVideoPacketSource(first.video.codec!);
  output.addVideoTrack(videoSource, { rotation: await first.video.getRotation() });
  const audioSource = first.audio?.codec ? new EncodedAudioPacketSource(first.audio.codec) : null;
  if (audioSource) output.addAudioTrack(audioSource);
  await output.start();
  const videoConfig = await first.video.getDecoderConfig();
  const audioConfig = first.audio ? await first.audio.getDecoderConfig() : null;
  let offset = 0;
  let audioEnd = 0; // where the copied sound has got to: a part's priming packets before it are dropped
  for (const [i, part] of parts.entries()) {
    const copyVideo = async () => {
      let sent = false;
      for await (const packet of new EncodedPacketSink(part.video).packets()) {
        const shifted = packet.clone({ timestamp: offset + packet.timestamp - part.start });
        await videoSource.add(
          shifted,
          i === 0 && !sent && videoConfig ? { decoderConfig: videoConfig } : undefined,
        );
        sent = true;
        report(offset + packet.timestamp - part.start);
      }
    };
    const copyAudio = async () => {
      if (!audioSource || !part.audio) return;
      let sent = false;
      for await (const packet of new EncodedPacketSink(part.audio).packets()) {
        const at = offset + packet.timestamp - part.start;
        if (i > 0 && at < audioEnd - 1e-6) continue;
        const shifted = packet.clone({ timestamp: at });
        await audioSource.add(
          shifted,
          i === 0 && !sent && audioConfig ? { decoderConfig: audioConfig } : undefined,
        );
        sent = true;
        audioEnd = at + packet.duration;
      }
    };
    await Promise.all([copyVideo(), copyAudio()]);
    offset += part.duration;
  }
  await output.finalize();
  return {
    copied: true,
    width: await first.video.getDisplayWidth(),
    height: await first.video.getDisplayHeight(),
    duration: total,
  };
}

/**
 * Parts that differ: every frame is turned upright (rotation metadata applied), fitted into the first
 * part's size (bars where the shape differs) and encoded as H.264; the sound is mixed to the first
 * part's channels and rate and encoded as AAC, with silence for parts without sound.
 */
async function encodeParts(
  parts: Part[],
  output: Output,
  report: (s: number) => void,
  total: number,
): Promise<Omit<MergeOutcome, 'bytes'>> {
  const first = parts[0]!;
  const size = evenSize(await first.video.getDisplayWidth(), await first.video.getDisplayHeight());
  const videoSource = new VideoSampleSource({
    codec: 'avc',
    bitrate: QUALITY_HIGH,
    keyFrameInterval: 2,
    sizeChangeBehavior: 'contain',
    transform: { width: size.width, height: size.height, fit: 'contain' },
  });
  output.addVideoTrack(videoSource);
  let audioSource: AudioSampleSource | null = null;
  let channels = 0;
  let rate = 0;
  if (first.audio) {
    await ensureAacEncoder();
    channels = Math.min(2, await first.audio.getNumberOfChannels());
    rate = await first.audio.getSampleRate();
    audioSource = new AudioSampleSource({ codec: 'aac', bitrate: QUALITY_HIGH });
    output.addAudioTrack(audioSource);
  }
  await output.start();
  const addAudio = async (data: Float32Array, frames: number, timestamp: number) => {
    const sample = new AudioSample({
      data,
      format: 'f32-planar',
      numberOfChannels: channels,
      sampleRate: rate,
      timestamp,
    });
    await audioSource!.add(sample);
    sample.close();
    return frames;
  };
  let offset = 0;
  for (const part of parts) {
    const encodeVideo = async () => {
      for await (const sample of new VideoSampleSink(part.video).samples()) {
        const at = offset + sample.timestamp - part.start;
        sample.setTimestamp(at);
        await videoSource.add(sample);
        sample.close();
        report(at);
      }
    };
    const encodeAudio = async () => {
      if (!audioSource) return;
      // Sound is mixed to the first part's channels and resampled to its rate here (the encoder takes
      // one format), laid end to end from the part's start and cut at its end.
      const limit = Math.round(part.duration * rate);
      let written = 0; // frames at `rate` written for this part
      if (part.audio) {
        const resampler = new Resampler(await part.audio.getSampleRate(), rate);
        for await (const sample of new AudioSampleSink(part.audio).samples()) {
          const at = sample.timestamp - part.start;
          if (at < -1e-3 || written >= limit) {
            sample.close();
            continue;
          }
          const planes = Array.from({ length: sample.numberOfChannels }, (_, ch) => {
            const plane = new Float32Array(sample.numberOfFrames);
            sample.copyTo(plane, { planeIndex: ch, format: 'f32-planar' });
            return plane;
          });
          sample.close();
          const mixed = resampler.push(remixChannels(planes, channels));
          const n = Math.min(mixed[0]?.length ?? 0, limit - written);
          if (n <= 0) continue;
          const data = new Float32Array(n * channels);
          mixed.forEach((plane, ch) => data.set(plane.subarray(0, n), ch * n));
          await addAudio(data, n, offset + written / rate);
          written += n;
        }
      }
      // Silence up to the part's end, so the sound stays in step with the next part's picture.
      if (written < limit)
        await addAudio(
          new Float32Array((limit - written) * channels),
          limit - written,
          offset + written / rate,
        );
    };
    await Promise.all([encodeVideo(), encodeAudio()]);
    offset += part.duration;
  }
  await output.finalize();
  return { copied: false, ...size, duration: total };
}
