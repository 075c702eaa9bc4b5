// Decoding and encoding of the audio tools, for workers: mediabunny reads the containers (from the
// file's Blob in slices) and decodes through WebCodecs; the samples go to audio-output.ts (WAV written
// there, MP3 by our LAME of mp3-encoder.ts, AAC by mediabunny's wasm encoder), which writes the file
// into a ByteSink as it goes.
import { ALL_FORMATS, AudioSampleSink, BlobSource, Input, type InputAudioTrack } from 'mediabunny';
import { encodedSink, wavSink } from './audio-output.ts';
import { MemoryBytes, type ByteSink } from './byte-sink.ts';
import { FORMAT_LIMITS, MAX_WAV_BYTES, planMerge, type AudioFormat, type FormatError } from './formats.ts';
import { id3Size, MP3_DECODER_DELAY, readMp3Gapless } from './mp3-gapless.ts';
import { mixChannels, Resampler, type Planes } from './pcm.ts';
import { PeakMeter, SILENCE_LEVEL } from './peaks.ts';

export { streamTarget } from './audio-output.ts';
export { registerMp3Encoder, setMp3Wasm, type Mp3Wasm } from './mp3-encoder.ts';
export type { ByteSink } from './byte-sink.ts';

export type AudioErrorCode =
  | 'audio_unreadable'
  | 'audio_no_track'
  | 'audio_codec'
  | 'audio_empty'
  | 'audio_too_long'
  | 'audio_cut_range'
  | FormatError;

/** A refusal the tools translate (`errors.<code>` with the file's `name`). */
export class AudioError extends Error {
  constructor(
    readonly code: AudioErrorCode,
    readonly params: { name?: string } = {},
  ) {
    super(code);
    this.name = 'AudioError';
  }
}

export interface AudioFile {
  name: string;
  blob: Blob;
}

export interface AudioInfo {
  /** Seconds. */
  duration: number;
  sampleRate: number;
  channels: number;
  codec: string;
}

interface Opened extends AudioInfo {
  input: Input;
  track: InputAudioTrack;
  /** Timestamp of the first sample, seconds. */
  start: number;
}

async function openAudio(file: AudioFile): Promise<Opened> {
  const { name } = file;
  const input = new Input({ source: new BlobSource(file.blob), formats: ALL_FORMATS });
  let track: InputAudioTrack | null;
  try {
    if (!(await input.canRead())) throw new AudioError('audio_unreadable', { name });
    track = await input.getPrimaryAudioTrack();
  } catch (e) {
    input.dispose();
    if (e instanceof AudioError) throw e;
    throw new AudioError('audio_unreadable', { name });
  }
  if (!track) {
    input.dispose();
    throw new AudioError('audio_no_track', { name });
  }
  try {
    if (!(await track.canDecode())) throw new AudioError('audio_codec', { name });
    let start = Math.max(0, await track.getFirstTimestamp());
    const end = await track.computeDuration();
    let duration = Math.max(0, end - start);
    // An MP3's LAME tag says which decoded samples are the encoder's delay and padding.
    if (track.codec === 'mp3') {
      // The tag frame follows the ID3 tag, which may hold a large cover picture.
      const tagged = id3Size(new Uint8Array(await file.blob.slice(0, 10).arrayBuffer()));
      const head = new Uint8Array(await file.blob.slice(0, tagged + 64 * 1024).arrayBuffer());
      const gapless = readMp3Gapless(head);
      if (gapless && gapless.sampleRate === track.sampleRate && gapless.frames > 0) {
        const kept = gapless.frames * gapless.spf - gapless.delay - gapless.padding;
        if (kept > 0) {
          start += (gapless.delay + MP3_DECODER_DELAY) / gapless.sampleRate;
          duration = Math.min(kept / gapless.sampleRate, Math.max(0, end - start));
        }
      }
    }
    if (!(duration > 0) || !(track.sampleRate > 0) || !(track.numberOfChannels > 0))
      throw new AudioError('audio_empty', { name });
    return {
      input,
      track,
      start,
      duration,
      sampleRate: track.sampleRate,
      channels: track.numberOfChannels,
      codec: track.codec ?? 'unknown',
    };
  } catch (e) {
    input.dispose();
    if (e instanceof AudioError) throw e;
    throw new AudioError('audio_unreadable', { name });
  }
}

/**
 * The decoded planes of `[from, to)` (seconds of the track's timeline), exactly
 * `round((to - from) · rate)` frames in all: samples are clipped at both ends, a gap between
 * samples is filled with silence and an overlap dropped.
 */
async function* decodeRange(opened: Opened, from: number, to: number, name: string): AsyncGenerator<Planes> {
  const rate = opened.sampleRate;
  const channels = opened.channels;
  const total = Math.round((to - from) * rate);
  let written = 0;
  const sink = new AudioSampleSink(opened.track);
  try {
    for await (const sample of sink.samples(from, to)) {
      try {
        if (written >= total) continue;
        const at = Math.round((sample.timestamp - from) * sample.sampleRate);
        if (at > written) {
          const gap = Math.min(at, total) - written;
          yield Array.from({ length: channels }, () => new Float32Array(gap));
          written += gap;
        }
        const skip = Math.max(0, written - at);
        const count = Math.min(sample.numberOfFrames - skip, total - written);
        if (count <= 0) continue;
        const planes: Planes = [];
        for (let c = 0; c < channels; c++) {
          const plane = new Float32Array(count);
          const index = Math.min(c, sample.numberOfChannels - 1);
          sample.copyTo(plane, {
            planeIndex: index,
            format: 'f32-planar',
            frameOffset: skip,
            frameCount: count,
          });
          planes.push(plane);
        }
        written += count;
        yield planes;
      } finally {
        sample.close();
      }
    }
  } catch (e) {
    if (e instanceof AudioError) throw e;
    throw new AudioError('audio_unreadable', { name });
  }
  if (written === 0 && total > 0) throw new AudioError('audio_unreadable', { name });
  if (written < total) yield Array.from({ length: channels }, () => new Float32Array(total - written));
}

export interface AudioProbe extends AudioInfo {
  /** The waveform: the loudest sample in each of `buckets` stretches, 0…1. */
  peaks: number[];
  /** No sample louder than -90 dBFS. */
  silent: boolean;
}

/** Decodes the whole file once for its waveform and shape; refuses what cannot be read. */
export async function probeAudio(file: AudioFile, buckets = 600): Promise<AudioProbe> {
  const opened = await openAudio(file);
  try {
    const meter = new PeakMeter(Math.round(opened.duration * opened.sampleRate), buckets);
    for await (const planes of decodeRange(opened, opened.start, opened.start + opened.duration, file.name))
      meter.add(planes);
    return {
      duration: opened.duration,
      sampleRate: opened.sampleRate,
      channels: opened.channels,
      codec: opened.codec,
      peaks: Array.from(meter.peaks, (v) => Math.round(v * 1000) / 1000),
      silent: meter.max < SILENCE_LEVEL,
    };
  } finally {
    opened.input.dispose();
  }
}

export interface AudioJob {
  /** One file to convert or cut, or several to join in this order. */
  files: AudioFile[];
  format: AudioFormat;
  /** Output shape; without it, the first file's (fitted to the format's limits). */
  sampleRate?: number;
  channels?: number;
  /** Bits per second for MP3 and M4A. */
  bitrate?: number;
  /** Part of the (single) file to keep, milliseconds from its start. */
  cut?: { startMs: number; endMs: number };
}

/** What a job wrote (its bytes went to the sink). */
export interface AudioWritten {
  mimeType: string;
  sampleRate: number;
  channels: number;
  /** Seconds of audio written. */
  duration: number;
}

/** The bit rate used when the job names none: about transparent for music. */
export function defaultBitrate(format: AudioFormat, channels: number): number {
  if (format === 'mp3') return channels > 1 ? 192_000 : 128_000;
  return channels > 1 ? 160_000 : 96_000;
}

const MIME: Record<AudioFormat, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4', wav: 'audio/wav' };

/** Longest output we take on: 24 hours. */
const MAX_SECONDS = 24 * 3600;

/** A job's file in memory and what it holds. */
export interface AudioResult extends AudioWritten {
  bytes: Uint8Array;
}

/** {@link writeAudioJob} into memory (tests, benches, browsers without OPFS). */
export async function runAudioJob(
  job: AudioJob,
  onProgress?: (doneMs: number, totalMs: number) => void,
): Promise<AudioResult> {
  const sink = new MemoryBytes();
  const written = await writeAudioJob(job, sink, onProgress);
  return { ...written, bytes: sink.bytes() };
}

/**
 * Converts, cuts or joins: decodes each file (only the cut's part, read from the blob as it goes),
 * brings it to one shape (channels mixed, rate converted) and writes one file into `out` as it is
 * encoded. `onProgress(doneMs, totalMs)` follows the audio time written.
 */
export async function writeAudioJob(
  job: AudioJob,
  out: ByteSink,
  onProgress: (doneMs: number, totalMs: number) => void = () => undefined,
): Promise<AudioWritten> {
  const opened: Opened[] = [];
  try {
    for (const file of job.files) opened.push(await openAudio(file));
    const chosen =
      job.sampleRate !== undefined || job.channels !== undefined
        ? {
            sampleRate: job.sampleRate ?? opened[0]?.sampleRate ?? 44100,
            channels:
              job.channels ?? Math.min(opened[0]?.channels ?? 2, FORMAT_LIMITS[job.format].maxChannels),
          }
        : undefined;
    const planned = planMerge(job.format, opened, chosen);
    if (!planned.ok) throw new AudioError(planned.error === 'no_inputs' ? 'audio_empty' : planned.error, {});
    const { sampleRate, channels } = planned.plan.target;

    const ranges = opened.map((o, i) => {
      const cut = i === 0 && opened.length === 1 ? job.cut : undefined;
      if (!cut) return { from: o.start, to: o.start + o.duration };
      const lengthMs = o.duration * 1000;
      if (!(
        cut.startMs >= 0 &&
        cut.endMs > cut.startMs &&
        cut.startMs < lengthMs &&
        cut.endMs <= Math.ceil(lengthMs)
      ))
        throw new AudioError('audio_cut_range', { name: job.files[i]?.name });
      return { from: o.start + cut.startMs / 1000, to: o.start + Math.min(cut.endMs / 1000, o.duration) };
    });
    const totalSec = ranges.reduce((s, r) => s + (r.to - r.from), 0);
    if (totalSec > MAX_SECONDS) throw new AudioError('audio_too_long', {});
    if (job.format === 'wav' && totalSec * sampleRate * channels * 2 + 100 > MAX_WAV_BYTES)
      throw new AudioError('audio_too_long', {});

    const bitrate = job.bitrate ?? defaultBitrate(job.format, channels);
    const sink =
      job.format === 'wav'
        ? wavSink(sampleRate, channels, out)
        : await encodedSink(job.format, sampleRate, channels, bitrate, out);
    let doneFrames = 0;
    const totalMs = Math.round(totalSec * 1000);
    try {
      for (let i = 0; i < opened.length; i++) {
        const o = opened[i] as Opened;
        const range = ranges[i] as { from: number; to: number };
        const resampler =
          o.sampleRate === sampleRate ? null : new Resampler(o.sampleRate, sampleRate, channels);
        for await (const planes of decodeRange(o, range.from, range.to, job.files[i]?.name ?? '')) {
          const mixed = mixChannels(planes, channels);
          const out = resampler ? resampler.process(mixed) : mixed;
          await sink.add(out);
          doneFrames += out[0]?.length ?? 0;
          onProgress(Math.min(totalMs, Math.round((doneFrames / sampleRate) * 1000)), totalMs);
        }
        if (resampler) {
          const tail = resampler.flush();
          await sink.add(tail);
          doneFrames += tail[0]?.length ?? 0;
        }
      }
      await sink.finish();
      onProgress(totalMs, totalMs);
      return { mimeType: MIME[job.format], sampleRate, channels, duration: doneFrames / sampleRate };
    } catch (e) {
      await sink.cancel().catch(() => undefined);
      throw e;
    }
  } finally {
    for (const o of opened) o.input.dispose();
  }
}
