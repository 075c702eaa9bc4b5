import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'image_id_photo_add_water_marker',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
