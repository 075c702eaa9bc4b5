import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'finance_invoice_inquiry',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
