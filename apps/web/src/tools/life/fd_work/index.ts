import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'fd_work',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
