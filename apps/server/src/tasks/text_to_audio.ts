import { textToAudioOptions } from '@toolbox/contracts';
import { ttsSettings } from '../modules/tts/provider.ts';
import { speechPrograms, textToAudio } from '../modules/tts/speak.ts';
import { defineServerTask } from './define.ts';
import { speechCaps } from './limits.ts';

/**
 * Text (a UTF-8 .txt the page makes from its text box) → MP3 or WAV speech with espeak-ng, or with
 * the OpenAI-compatible speech service of TTS_* when it is set.
 */
export default defineServerTask({
  code: 'text_to_audio',
  accepts: ['txt'],
  maxFiles: 1,
  options: textToAudioOptions,
  queue: 'media',
  limits: speechCaps,
  run: ({ inputs, options, workDir, converters, progress }) =>
    textToAudio(
      inputs[0]!.path,
      inputs[0]!.name.replace(/\.[^.]*$/, '') || 'speech',
      options,
      workDir,
      converters.limits,
      progress,
      speechPrograms,
      ttsSettings(),
    ),
});
