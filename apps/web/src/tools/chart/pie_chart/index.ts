import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'pie_chart',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
