import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'web_batch_refresh',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
