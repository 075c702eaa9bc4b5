import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'finance_accounting_title_list',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
