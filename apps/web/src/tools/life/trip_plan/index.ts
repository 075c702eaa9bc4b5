import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'trip_plan',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
