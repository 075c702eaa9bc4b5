import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'random_password',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
