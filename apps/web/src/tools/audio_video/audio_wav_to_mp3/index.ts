import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'audio_wav_to_mp3',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
