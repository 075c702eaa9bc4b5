import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'text_special_symbols',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
