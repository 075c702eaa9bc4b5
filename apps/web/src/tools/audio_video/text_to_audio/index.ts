import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'text_to_audio',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
