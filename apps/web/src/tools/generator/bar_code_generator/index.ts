import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'bar_code_generator',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
