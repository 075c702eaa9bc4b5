import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'trip_plan_share_page',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
