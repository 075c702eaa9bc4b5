import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'batch_bar_code_generator',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
