import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'audio_mp3_to_wav',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
