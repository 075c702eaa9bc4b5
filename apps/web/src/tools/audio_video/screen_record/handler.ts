import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { MIME, convert, openInput, videoTrackOf } from '../kit/video/engine.ts';
import { transferOf } from '../kit/output/output-file.ts';
import type { RecordFormat } from './recorder.ts';
import type { SaveRequest, SaveResponse } from './protocol.ts';

/** The codecs of each saved container: what Chromium plays in it (MP4 as most players expect). */
export const SAVE_CODECS: Record<RecordFormat, { video: 'avc' | 'vp9'; audio: 'aac' | 'opus' }> = {
  webm: { video: 'vp9', audio: 'opus' },
  mp4: { video: 'avc', audio: 'aac' },
};

/** The frame rate a re-encoded recording gets (the rate it was asked to be captured at). */
const FRAME_RATE = 30;

/**
 * Rewrites MediaRecorder's file (written as it streams: no length, no index) into a finished file.
 * The video is encoded again at a constant frame rate (VP9 for WebM, H.264 for MP4);
 * sound in the target's codec is copied, other sound converted (Opus becomes AAC for the MP4).
 */
export const handleSaveRequest: WorkerHandler<SaveRequest, SaveResponse> = async (req, ctx) => {
  const name = req.file.name;
  const input = await openInput(req.file);
  try {
    await videoTrackOf(input, name);
    const codecs = SAVE_CODECS[req.to];
    // A constant frame rate: MediaRecorder stamps frames as they come, and around a pause two can
    // fall closer than a frame apart (ffmpeg then warns of non-increasing timestamps).
    const bytes = await convert(
      name,
      input,
      req.to,
      { video: { codec: codecs.video, frameRate: FRAME_RATE }, audio: { codec: codecs.audio } },
      ctx.onProgress,
    );
    return { result: { kind: 'save', bytes, mime: MIME[req.to] }, transfer: transferOf(bytes) };
  } finally {
    input.dispose();
  }
};
