import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'video3',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
