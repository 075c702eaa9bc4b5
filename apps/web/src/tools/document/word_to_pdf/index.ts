import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'word_to_pdf',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
