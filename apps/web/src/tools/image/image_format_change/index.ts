import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'image_format_change',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
