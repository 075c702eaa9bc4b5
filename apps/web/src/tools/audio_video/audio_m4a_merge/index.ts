import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'audio_m4a_merge',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
