import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'video_mp4_to_gif',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
