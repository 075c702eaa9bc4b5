import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'old_photo_repair',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
