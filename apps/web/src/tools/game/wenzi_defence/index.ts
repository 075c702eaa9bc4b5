import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'wenzi_defence',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
