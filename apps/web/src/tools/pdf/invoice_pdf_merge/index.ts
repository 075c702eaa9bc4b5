import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'invoice_pdf_merge',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
