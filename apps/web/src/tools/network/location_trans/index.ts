import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'location_trans',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
