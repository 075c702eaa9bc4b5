import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'work_report_generator',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
