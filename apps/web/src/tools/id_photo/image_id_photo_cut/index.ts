import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'image_id_photo_cut',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
