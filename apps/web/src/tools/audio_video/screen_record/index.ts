import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'screen_record',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
