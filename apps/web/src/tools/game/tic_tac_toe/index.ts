import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'tic_tac_toe',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
