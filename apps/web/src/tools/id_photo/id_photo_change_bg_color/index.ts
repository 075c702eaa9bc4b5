import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'id_photo_change_bg_color',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
