import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { mp3Format } from '@toolbox/toolkit/video';
import { audioTrackOf, convert, openInput } from '../kit/video/engine.ts';
import { handleProbe } from '../kit/video/probe.ts';
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
    const format = mp3Format(await audio.getNumberOfChannels(), await audio.getSampleRate());
    const bytes = await convert(
      name,
      input,
      'mp3',
      {
        video: { discard: true },
        audio: {
          codec: 'mp3',
          bitrate: req.kbps * 1000,
          numberOfChannels: format.channels,
          sampleRate: format.sampleRate,
          forceTranscode: true,
        },
      },
      ctx.onProgress,
    );
    return { result: { kind: 'mp3', bytes, ...format }, transfer: [bytes] };
  } finally {
    input.dispose();
  }
};
