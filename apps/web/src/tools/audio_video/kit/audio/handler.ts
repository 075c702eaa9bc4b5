import type { WorkerHandler } from '../../../../framework/worker-expose.ts';
import { AudioError, probeAudio, runAudioJob } from '@toolbox/toolkit/audio/transcode';
import type { AudioRequest, AudioResponse } from './protocol.ts';

/** What the audio worker does; separate from worker.ts so tests can run it in-process. */
export const handleAudioRequest: WorkerHandler<AudioRequest, AudioResponse> = async (req, { onProgress }) => {
  try {
    if (req.op === 'probe') {
      return { result: { op: 'probe', probe: await probeAudio({ name: req.name, blob: req.file }) } };
    }
    const res = await runAudioJob(req.job, onProgress);
    const bytes =
      res.bytes.byteOffset === 0 && res.bytes.byteLength === res.bytes.buffer.byteLength
        ? (res.bytes.buffer as ArrayBuffer)
        : (res.bytes.slice().buffer as ArrayBuffer);
    return {
      result: {
        op: 'run',
        bytes,
        mimeType: res.mimeType,
        sampleRate: res.sampleRate,
        channels: res.channels,
        duration: res.duration,
      },
      transfer: [bytes],
    };
  } catch (e) {
    // The page translates `code` (errors.audio_*) with the file's name.
    if (e instanceof AudioError) throw Object.assign(new Error(e.code), { code: e.code, params: e.params });
    throw e;
  }
};
