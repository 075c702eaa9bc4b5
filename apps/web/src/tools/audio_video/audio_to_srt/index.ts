import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'audio_to_srt',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
