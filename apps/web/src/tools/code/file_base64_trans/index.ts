import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'file_base64_trans',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
