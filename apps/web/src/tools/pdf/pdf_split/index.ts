import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'pdf_split',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
