import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'finance_number_upper',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
