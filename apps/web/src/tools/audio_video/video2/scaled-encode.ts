// The compression's fast path: decoded frames go to our own WebCodecs VideoEncoder configured at the
// smaller size, and Chromium's encoder scales them itself (libyuv on the YUV planes) as it encodes.
// mediabunny's Conversion instead draws each frame into a 2D canvas at the new size and reads it back
// (YUV to RGB, a software draw, a copy, RGB back to YUV): for a 1080×1920 → 720×1280 re-encode in
// Chromium on 2 cores that took 2-3× as long, left about 490 MiB held by the browser after the job,
// and blurred the picture (SSIM 0.972 against 0.987 this way; docs/benchmarks.md).
// Only the plain case goes here (square pixels, no flip; rotation is kept as metadata, as Conversion
// does); anything else returns null and the caller uses Conversion.
import {
  AudioSampleSink,
  AudioSampleSource,
  EncodedPacket,
  EncodedVideoPacketSource,
  VideoSampleSink,
  canEncodeAudio,
  type Input,
  type InputVideoTrack,
} from 'mediabunny';
import { coded, createOutput, ensureAacEncoder, type OutputBytes } from '../kit/video/engine.ts';
import { changesOnly, type Progress } from '../kit/video/progress.ts';

/** The output's size and bitrate (display orientation), from `compressPlan`. */
export interface ScalePlan {
  width: number;
  height: number;
  bitrate: number;
}

/** What `VideoEncoder.configure` takes. */
type EncoderConfig = Parameters<VideoEncoder['configure']>[0];

/** A key frame every this many seconds of the source (mediabunny's default, kept). */
const KEY_FRAME_SECONDS = 2;
/** Frames handed to the encoder and not yet encoded, at most: enough to keep it busy, few 1080p frames held. */
const ENCODE_QUEUE = 4;

/** H.264 High profile at a level that fits the size (3.1 up to 720p, 4.0 up to 1080p, 5.1 above). */
function avcCodec(width: number, height: number): string {
  const macroblocks = Math.ceil(width / 16) * Math.ceil(height / 16);
  const level = macroblocks <= 3600 ? '1f' : macroblocks <= 8192 ? '28' : '33';
  return `avc1.6400${level}`;
}

/** The encoder config for `plan` on `video`, or null where this path does not apply. */
async function encoderConfig(video: InputVideoTrack, plan: ScalePlan): Promise<EncoderConfig | null> {
  if (typeof VideoEncoder === 'undefined') return null;
  if (await video.getFlip()) return null;
  const square =
    (await video.getSquarePixelWidth()) === (await video.getCodedWidth()) &&
    (await video.getSquarePixelHeight()) === (await video.getCodedHeight());
  if (!square) return null;
  // Frames come out of the decoder unrotated: encode in their orientation, rotate by metadata.
  const turned = (await video.getRotation()) % 180 !== 0;
  const [width, height] = turned ? [plan.height, plan.width] : [plan.width, plan.height];
  const rate = (await video.computePacketStats(200)).averagePacketRate;
  const config: EncoderConfig = {
    codec: avcCodec(width, height),
    width,
    height,
    bitrate: plan.bitrate,
    ...(rate > 0 ? { framerate: rate } : {}),
    avc: { format: 'avc' },
  };
  const support = await VideoEncoder.isConfigSupported(config).catch(() => null);
  return support?.supported ? config : null;
}

/**
 * Re-encodes `input` to an MP4 of `plan` (H.264, sound as AAC at `audioBitrate`) by the fast path,
 * or returns null when it does not apply (see the file's comment).
 */
export async function scaledEncode(
  name: string,
  input: Input,
  video: InputVideoTrack,
  plan: ScalePlan,
  audioBitrate: number,
  onProgress: Progress,
): Promise<OutputBytes | null> {
  const config = await encoderConfig(video, plan);
  if (!config) return null;
  await ensureAacEncoder();
  const audio = await input.getPrimaryAudioTrack();
  if (audio) {
    const fits =
      (await audio.canDecode()) &&
      (await canEncodeAudio('aac', {
        numberOfChannels: await audio.getNumberOfChannels(),
        sampleRate: await audio.getSampleRate(),
        bitrate: audioBitrate,
      }));
    if (!fits) return null;
  }
  const start = Math.max(0, await input.getFirstTimestamp());
  const length = Math.max(1e-6, (await input.computeDuration()) - start);
  const { output, sink } = await createOutput('mp4');
  const videoSource = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(videoSource, { rotation: await video.getRotation() });
  const audioSource = audio ? new AudioSampleSource({ codec: 'aac', bitrate: audioBitrate }) : null;
  if (audioSource) output.addAudioTrack(audioSource);
  let failure: unknown = null;
  let muxed = Promise.resolve();
  const encoder = new VideoEncoder({
    // Packets reach the muxer in the encoder's (decode) order, one after the other.
    output: (chunk, meta) => {
      const packet = EncodedPacket.fromEncodedChunk(chunk);
      muxed = muxed.then(() => videoSource.add(packet, meta));
    },
    error: (error) => (failure ??= error),
  });
  try {
    encoder.configure(config);
    await output.start();
    const report = changesOnly(onProgress);
    const pictures = (async () => {
      let lastKey = -1;
      for await (const sample of new VideoSampleSink(video).samples(start)) {
        try {
          if (failure) throw failure;
          const at = sample.timestamp - start;
          const key = Math.floor(at / KEY_FRAME_SECONDS);
          sample.setTimestamp(at);
          const frame = sample.toVideoFrame();
          try {
            encoder.encode(frame, { keyFrame: key !== lastKey });
          } finally {
            frame.close();
          }
          lastKey = key;
          report(Math.round(Math.min(1, at / length) * 1000), 1000);
        } finally {
          sample.close();
        }
        while (encoder.encodeQueueSize >= ENCODE_QUEUE)
          await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
        await muxed; // the writer's backpressure
      }
      await encoder.flush();
      await muxed;
      if (failure) throw failure;
      videoSource.close();
    })();
    const sound = (async () => {
      if (!audio || !audioSource) return;
      for await (const sample of new AudioSampleSink(audio).samples(start)) {
        try {
          sample.setTimestamp(Math.max(0, sample.timestamp - start));
          await audioSource.add(sample);
        } finally {
          sample.close();
        }
      }
      audioSource.close();
    })();
    try {
      await Promise.all([pictures, sound]);
      await output.finalize();
    } catch {
      throw coded('video_unreadable', { name });
    }
    return await sink.finish();
  } catch (error) {
    await output.cancel().catch(() => {});
    await sink.discard();
    throw error;
  } finally {
    if (encoder.state !== 'closed') encoder.close();
  }
}
