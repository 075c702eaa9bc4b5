import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'file_batch_rename',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
