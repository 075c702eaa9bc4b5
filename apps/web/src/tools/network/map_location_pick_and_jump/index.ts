import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'map_location_pick_and_jump',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
