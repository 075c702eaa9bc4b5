import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'free_image',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
