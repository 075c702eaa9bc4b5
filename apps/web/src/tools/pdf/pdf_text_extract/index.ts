import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'pdf_text_extract',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
