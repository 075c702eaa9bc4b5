import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'network_speed_test',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
