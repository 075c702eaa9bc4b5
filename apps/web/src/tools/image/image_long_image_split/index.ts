import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'image_long_image_split',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
