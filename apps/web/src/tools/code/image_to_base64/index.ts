import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'image_to_base64',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
