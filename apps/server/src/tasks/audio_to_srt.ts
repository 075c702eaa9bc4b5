import { audioToSrtAccepts, audioToSrtOptions } from '@toolbox/contracts';
import { asrSettings } from '../modules/asr/provider.ts';
import { audioToSubtitles } from '../modules/asr/transcribe.ts';
import { defineServerTask } from './define.ts';
import { asrCaps } from './limits.ts';

/**
 * A recording (audio, or a video's sound) → SRT, WebVTT or text subtitles: offline English with
 * Debian's pocketsphinx, or English and Chinese with the transcription service of ASR_* when set.
 * A speech model's work: the ai queue (members first, as for every openLevel 2 tool).
 */
export default defineServerTask({
  code: 'audio_to_srt',
  accepts: audioToSrtAccepts,
  maxFiles: 1,
  options: audioToSrtOptions,
  queue: 'ai',
  limits: asrCaps,
  run: ({ inputs, options, workDir, converters, caps, progress }) =>
    audioToSubtitles(
      inputs[0]!.path,
      inputs[0]!.name.replace(/\.[^.]*$/, '') || 'subtitles',
      options,
      workDir,
      converters.limits,
      caps,
      progress,
      asrSettings(),
    ),
});
