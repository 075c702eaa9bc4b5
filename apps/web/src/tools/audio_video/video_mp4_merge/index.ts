import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'video_mp4_merge',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
