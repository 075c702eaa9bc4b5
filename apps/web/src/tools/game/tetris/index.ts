import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'tetris',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
