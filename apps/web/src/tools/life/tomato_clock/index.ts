import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'tomato_clock',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
