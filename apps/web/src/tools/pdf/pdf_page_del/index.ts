import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'pdf_page_del',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
