import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'pdf_add_page_num',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
