import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'audio_cut',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
