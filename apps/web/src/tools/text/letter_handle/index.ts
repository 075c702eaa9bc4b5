import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'letter_handle',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
