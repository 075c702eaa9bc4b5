// Where an audio job's samples are written, for workers: a WAV written here, or MP3 (our LAME, see
// mp3-encoder.ts) and M4A through mediabunny, every byte going to a ByteSink as it is made (nothing of
// the file is held back: the M4A index goes at the end, the MP3's tag frame is written last in the
// room kept for it).
import {
  AudioSample,
  AudioSampleSource,
  Mp3OutputFormat,
  Mp4OutputFormat,
  Output,
  StreamTarget,
  canEncodeAudio,
  type StreamTargetChunk,
} from 'mediabunny';
import type { ByteSink } from './byte-sink.ts';
import { registerMp3Encoder } from './mp3-encoder.ts';
import {
  gaplessTagFrame,
  LAME_ENCODER_DELAY,
  mp3FrameAt,
  tagFrameLength,
  xingCounts,
} from './mp3-gapless.ts';
import type { Planes } from './pcm.ts';
import { WavWriter } from './wav.ts';

/**
 * A mediabunny target writing into `sink`. Chunked: mediabunny gathers its small writes into blocks of
 * `chunkSize` bytes, so a file on disk sees few large writes.
 */
export function streamTarget(sink: ByteSink, chunkSize = 16 * 1024 * 1024): StreamTarget {
  const writable = new WritableStream<StreamTargetChunk>({
    write: (chunk) => sink.write(chunk.data, chunk.position),
  });
  return new StreamTarget(writable, { chunked: true, chunkSize });
}

/** Where the converted planes go: a WAV writer or an encoder in a container. */
export interface AudioSink {
  add(planes: Planes): Promise<void>;
  finish(): Promise<void>;
  cancel(): Promise<void>;
}

export function wavSink(sampleRate: number, channels: number, sink: ByteSink): AudioSink {
  const writer = new WavWriter(sampleRate, channels, sink);
  return {
    add: async (planes) => writer.add(planes),
    finish: async () => writer.finish(),
    cancel: async () => undefined,
  };
}

let aacRegistered = false;

async function ensureEncoder(format: 'mp3' | 'm4a', sampleRate: number, channels: number, bitrate: number) {
  // Always our LAME for MP3, even beside a native encoder: the LAME tag written below assumes its delay.
  if (format === 'mp3') return registerMp3Encoder();
  const options = { sampleRate, numberOfChannels: channels, bitrate };
  if (!aacRegistered && !(await canEncodeAudio('aac', options))) {
    const { registerAacEncoder } = await import('@mediabunny/aac-encoder');
    registerAacEncoder();
    aacRegistered = true;
  }
}

/**
 * mediabunny's MP3 into `sink`, with room kept after its Xing frame: the LAME tag (see mp3-gapless.ts)
 * may need a larger tag frame than the muxer's, and the sound after it is already written by then.
 * The muxer's own Xing frame is not written; {@link finish} writes ours in its place.
 */
class Mp3WithTagRoom implements ByteSink {
  private xingLength = -1;
  private shift = 0;

  constructor(private readonly sink: ByteSink) {}

  write(data: Uint8Array, at: number): void {
    if (this.xingLength < 0) {
      // The muxer writes its Xing frame first, at 0 (we give it no ID3 tag).
      const frame = at === 0 ? mp3FrameAt(data, 0) : null;
      const room = frame && tagFrameLength(data);
      if (!frame || !room) throw new Error('MP3 output does not start with a frame');
      this.xingLength = frame.length;
      this.shift = room - frame.length;
    }
    const skip = Math.max(0, Math.min(data.length, this.xingLength - at));
    if (skip < data.length) this.sink.write(data.subarray(skip), at + skip + this.shift);
  }

  /** Writes the tag frame from the muxer's final Xing frame `xing`, for `samples` samples of sound. */
  finish(xing: Uint8Array, samples: number): void {
    const counts = xingCounts(xing);
    if (!counts || this.xingLength < 0) throw new Error('MP3 output without its Xing frame');
    const room = this.xingLength + this.shift;
    const frames = counts.frames - 1;
    const bytes = counts.bytes - this.xingLength;
    const tag = gaplessTagFrame(xing, frames, bytes, samples, LAME_ENCODER_DELAY, room);
    if (!tag || tag.length !== room) throw new Error('MP3 tag frame does not fit');
    this.sink.write(tag, 0);
  }
}

/** Samples of priming FFmpeg's AAC encoder puts before the sound. */
const AAC_PRIMING = 1024;

export async function encodedSink(
  format: 'mp3' | 'm4a',
  sampleRate: number,
  channels: number,
  bitrate: number,
  sink: ByteSink,
): Promise<AudioSink> {
  await ensureEncoder(format, sampleRate, channels, bitrate);
  const mp3 = format === 'mp3' ? new Mp3WithTagRoom(sink) : null;
  const made: { xing?: Uint8Array } = {};
  const output = new Output({
    format: mp3
      ? new Mp3OutputFormat({ onXingFrame: (data) => void (made.xing = data.slice()) })
      : new Mp4OutputFormat({ fastStart: false }),
    target: streamTarget(mp3 ?? sink),
  });
  const source = new AudioSampleSource({ codec: mp3 ? 'mp3' : 'aac', bitrate });
  output.addAudioTrack(source);
  await output.start();
  let frames = 0;
  // FFmpeg's AAC encoder puts 1024 samples of priming first: samples start that much before 0,
  // so the MP4 muxer writes an edit list that hides them. MP3 gets a LAME tag instead.
  const lead = mp3 ? 0 : AAC_PRIMING;
  return {
    add: async (planes) => {
      const count = planes[0]?.length ?? 0;
      if (!count) return;
      const data = new Float32Array(count * channels);
      planes.forEach((p, c) => data.set(p, c * count));
      const sample = new AudioSample({
        data,
        format: 'f32-planar',
        numberOfChannels: channels,
        sampleRate,
        timestamp: (frames - lead) / sampleRate,
      });
      frames += count;
      try {
        await source.add(sample);
      } finally {
        sample.close();
      }
    },
    finish: async () => {
      source.close();
      await output.finalize();
      if (mp3) {
        if (!made.xing) throw new Error('MP3 output without its Xing frame');
        mp3.finish(made.xing, frames);
      }
    },
    cancel: () => output.cancel(),
  };
}
