import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'finance_money_upper',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
