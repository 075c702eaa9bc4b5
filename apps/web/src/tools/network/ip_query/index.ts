import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'ip_query',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
