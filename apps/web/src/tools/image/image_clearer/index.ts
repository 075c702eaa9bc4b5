import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'image_clearer',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
