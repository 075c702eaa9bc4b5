import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'image_coloring',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
