import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'pdf_batch_extract_image',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
