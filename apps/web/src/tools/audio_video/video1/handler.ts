import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { MIME, convert, openInput, videoTrackOf, type VideoContainer } from '../kit/video/engine.ts';
import { transferOf } from '../kit/output/output-file.ts';
import { handleProbe } from '../kit/video/probe.ts';
import type { ConvertRequest, ConvertResponse } from './protocol.ts';

/** The codecs each container gets: what Chromium plays in it and can encode (H.264 and AAC, or VP9 and Opus). */
export const CODECS: Record<VideoContainer, { video: 'avc' | 'vp9'; audio: 'aac' | 'opus' }> = {
  mp4: { video: 'avc', audio: 'aac' },
  mov: { video: 'avc', audio: 'aac' },
  mkv: { video: 'avc', audio: 'aac' },
  webm: { video: 'vp9', audio: 'opus' },
};

/**
 * Rewrites a video into another container. A track already in the target's codec is copied as it
 * is (a remux, as fast as reading the file); any other is decoded and encoded again.
 */
export const handleConvertRequest: WorkerHandler<ConvertRequest, ConvertResponse> = async (req, ctx) => {
  if (req.kind === 'probe') return handleProbe(req);
  const name = req.file.name;
  const input = await openInput(req.file);
  try {
    await videoTrackOf(input, name);
    const codecs = CODECS[req.to];
    const bytes = await convert(
      name,
      input,
      req.to,
      { video: { codec: codecs.video }, audio: { codec: codecs.audio } },
      ctx.onProgress,
    );
    return { result: { kind: 'convert', bytes, mime: MIME[req.to] }, transfer: transferOf(bytes) };
  } finally {
    input.dispose();
  }
};
