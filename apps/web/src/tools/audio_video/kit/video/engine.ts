// The video tools' worker side: mediabunny (demux, mux, WebCodecs glue) reading the picked File in
// slices (BlobSource), so a large input is never held whole. Runs only inside the tools' workers.
import {
  ALL_FORMATS,
  BlobSource,
  CanvasSink,
  Conversion,
  EncodedPacketSink,
  Input,
  MkvOutputFormat,
  MovOutputFormat,
  Mp3OutputFormat,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
  canEncodeAudio,
  type ConversionOptions,
  type InputAudioTrack,
  type InputVideoTrack,
  type OutputFormat,
} from 'mediabunny';
import { registerBuiltMp3Encoder } from '../output/mp3-wasm.ts';
import { openOutput, type OutputBytes, type OutputSink } from '../output/output-file.ts';
import { changesOnly, type Progress } from './progress.ts';

/** An error the page translates: `code` is one of the kit's error codes, `params` fills its placeholders. */
export function coded(code: string, params: Record<string, unknown>): Error {
  return Object.assign(new Error(code), { code, params });
}

/** The containers the video tools write. */
export type VideoContainer = 'mp4' | 'mov' | 'webm' | 'mkv';

export const MIME: Record<VideoContainer | 'mp3' | 'gif', string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  gif: 'image/gif',
};

/** Opens a picked file; a file that is not a readable video answers `video_unreadable` naming it. */
export async function openInput(file: File): Promise<Input> {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    await input.getFormat();
    const tracks = await input.getTracks();
    if (tracks.length === 0) throw new Error('no tracks');
  } catch {
    input.dispose();
    throw coded('video_unreadable', { name: file.name });
  }
  return input;
}

/** What the page shows of a picked video. */
export interface VideoInfo {
  name: string;
  container: VideoContainer | 'other';
  duration: number;
  width: number;
  height: number;
  rotation: number;
  fps: number;
  videoCodec: string | null;
  audioCodec: string | null;
  channels: number;
  sampleRate: number;
  /** JPEG frames spread over the video, for the preview strip. */
  frames: Blob[];
}

/** The container family of an input, from its MIME type. */
async function containerOf(input: Input): Promise<VideoContainer | 'other'> {
  const mime = await input.getMimeType();
  if (mime.startsWith('video/quicktime')) return 'mov';
  if (mime.startsWith('video/mp4') || mime.startsWith('audio/mp4')) return 'mp4';
  if (mime.startsWith('video/webm') || mime.startsWith('audio/webm')) return 'webm';
  if (mime.startsWith('video/x-matroska')) return 'mkv';
  return 'other';
}

export async function videoTrackOf(input: Input, name: string): Promise<InputVideoTrack> {
  const video = await input.getPrimaryVideoTrack();
  if (!video) throw coded('video_no_video', { name });
  if (!(await video.canDecode())) throw coded('video_codec', { name, codec: video.codec ?? '?' });
  return video;
}

/** Length, size, codecs and `frameCount` preview frames (each `thumbWidth` wide) of a picked file. */
export async function probeVideo(file: File, frameCount = 6, thumbWidth = 160): Promise<VideoInfo> {
  const input = await openInput(file);
  try {
    const video = await input.getPrimaryVideoTrack();
    const audio = await input.getPrimaryAudioTrack();
    const start = await input.getFirstTimestamp();
    const duration = (await input.computeDuration()) - Math.max(0, start);
    const info: VideoInfo = {
      name: file.name,
      container: await containerOf(input),
      duration,
      width: video ? await video.getDisplayWidth() : 0,
      height: video ? await video.getDisplayHeight() : 0,
      rotation: video ? await video.getRotation() : 0,
      fps: video ? Math.round((await video.computePacketStats(50)).averagePacketRate * 100) / 100 : 0,
      videoCodec: video ? await video.getCodec() : null,
      audioCodec: audio ? await audio.getCodec() : null,
      channels: audio ? await audio.getNumberOfChannels() : 0,
      sampleRate: audio ? await audio.getSampleRate() : 0,
      frames: [],
    };
    if (video && frameCount > 0 && (await video.canDecode())) {
      const height = Math.max(2, Math.round((thumbWidth * info.height) / Math.max(1, info.width)));
      const sink = new CanvasSink(video, { width: thumbWidth, height, fit: 'fill' });
      const first = await video.getFirstTimestamp();
      const span = (await video.computeDuration()) - first;
      const times = Array.from({ length: frameCount }, (_, i) => first + ((i + 0.5) * span) / frameCount);
      try {
        for await (const wrapped of sink.canvasesAtTimestamps(times)) {
          // A frame the index lists but the file does not hold: the file was cut short or is damaged.
          if (!wrapped) throw new Error('missing frame');
          const canvas = wrapped.canvas;
          if ('convertToBlob' in canvas)
            info.frames.push(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.7 }));
        }
      } catch {
        throw coded('video_unreadable', { name: file.name });
      }
    }
    return info;
  } finally {
    input.dispose();
  }
}

export type { OutputBytes } from '../output/output-file.ts';

/**
 * The output format object of a container. Built in memory, MP4 and MOV put their index first so
 * playback starts at once; streamed to disk, the index goes at the end (`fastStart: false`): holding
 * it back would mean holding every packet, and a local file plays and seeks the same either way.
 */
export function outputFormat(container: VideoContainer | 'mp3', streamed = false): OutputFormat {
  const fastStart = streamed ? false : 'in-memory';
  switch (container) {
    case 'mp4':
      return new Mp4OutputFormat({ fastStart });
    case 'mov':
      return new MovOutputFormat({ fastStart });
    case 'webm':
      return new WebMOutputFormat();
    case 'mkv':
      return new MkvOutputFormat();
    case 'mp3':
      return new Mp3OutputFormat();
  }
}

let aacReady: Promise<void> | null = null;

/** Chromium on Linux has no AAC encoder: the WebAssembly one (its own chunk) is loaded only then. */
export function ensureAacEncoder(): Promise<void> {
  return (aacReady ??= (async () => {
    if (!(await canEncodeAudio('aac'))) (await import('@mediabunny/aac-encoder')).registerAacEncoder();
  })());
}

/** MP3 is written by our LAME in WebAssembly (a small wasm of our build, compiled by the first MP3). */
export function ensureMp3Encoder(): void {
  registerBuiltMp3Encoder();
}

export type { Progress } from './progress.ts';

/** A new mediabunny output of `container` with its sink (see output-file.ts). */
export async function createOutput(
  container: VideoContainer | 'mp3',
): Promise<{ output: Output; sink: OutputSink }> {
  const sink = await openOutput(container);
  return {
    output: new Output({ format: outputFormat(container, sink.streamed), target: sink.target }),
    sink,
  };
}

/**
 * Runs one mediabunny conversion of `input` into a fresh output of `container`, reporting
 * progress in thousandths. A conversion mediabunny cannot set up (no codec for a track) answers
 * `video_cannot_convert`; a file that breaks while being read answers `video_unreadable`.
 */
export async function convert(
  name: string,
  input: Input,
  container: VideoContainer | 'mp3',
  options: Omit<ConversionOptions, 'input' | 'output'>,
  onProgress: Progress,
): Promise<OutputBytes> {
  if (container !== 'webm' && container !== 'mkv') await ensureAacEncoder();
  if (container === 'mp3') ensureMp3Encoder();
  const { output, sink } = await createOutput(container);
  try {
    let conversion: Conversion;
    try {
      conversion = await Conversion.init({
        input,
        output,
        showWarnings: false,
        tracks: 'primary',
        ...options,
      });
    } catch {
      throw coded('video_unreadable', { name });
    }
    if (!conversion.isValid) throw coded('video_cannot_convert', { name });
    const report = changesOnly(onProgress);
    conversion.onProgress = (p) => report(Math.round(Math.min(1, p) * 1000), 1000);
    try {
      await conversion.execute();
      return await sink.finish();
    } catch {
      throw coded('video_unreadable', { name });
    }
  } catch (error) {
    await sink.discard();
    throw error;
  }
}

/** The time of the last key frame at or before `time` (where a copied cut really starts). */
export async function keyframeAtOrBefore(video: InputVideoTrack, time: number): Promise<number> {
  const packet = await new EncodedPacketSink(video).getKeyPacket(time);
  return packet ? packet.timestamp : time;
}

/** The primary audio track, or `video_no_audio` naming the file. */
export async function audioTrackOf(input: Input, name: string): Promise<InputAudioTrack> {
  const audio = await input.getPrimaryAudioTrack();
  if (!audio) throw coded('video_no_audio', { name });
  return audio;
}

/** The length of an output we wrote, read back (the page reports it). */
export async function durationOf(bytes: ArrayBuffer): Promise<number> {
  const input = new Input({ source: new BlobSource(new Blob([bytes])), formats: ALL_FORMATS });
  try {
    return (await input.computeDuration()) - Math.max(0, await input.getFirstTimestamp());
  } finally {
    input.dispose();
  }
}
