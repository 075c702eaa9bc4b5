import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'red_book_text_generator',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
