import type { WorkerHandler } from '../../../../framework/worker-expose.ts';
import { AudioError, probeAudio, writeAudioJob } from '@toolbox/toolkit/audio/transcode';
import { openOutput, transferOf } from '../output/output-file.ts';
import type { AudioRequest, AudioResponse } from './protocol.ts';

/** What the audio worker does; separate from worker.ts so tests can run it in-process. */
export const handleAudioRequest: WorkerHandler<AudioRequest, AudioResponse> = async (req, { onProgress }) => {
  try {
    if (req.op === 'probe') {
      return { result: { op: 'probe', probe: await probeAudio({ name: req.name, blob: req.file }) } };
    }
    // The file is written as it is encoded: into OPFS where there is one (see kit/output).
    const output = await openOutput(req.job.format);
    const written = await writeAudioJob(req.job, output, onProgress).catch(async (e: unknown) => {
      await output.discard();
      throw e;
    });
    const bytes = await output.finish();
    return { result: { op: 'run', bytes, ...written }, transfer: transferOf(bytes) };
  } catch (e) {
    // The page translates `code` (errors.audio_*) with the file's name.
    if (e instanceof AudioError) throw Object.assign(new Error(e.code), { code: e.code, params: e.params });
    throw e;
  }
};
