import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'wechat_multiple_open',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
