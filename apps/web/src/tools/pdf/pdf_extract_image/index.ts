import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'pdf_extract_image',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
