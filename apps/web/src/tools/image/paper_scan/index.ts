import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'paper_scan',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
