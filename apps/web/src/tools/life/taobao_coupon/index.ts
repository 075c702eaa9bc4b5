import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'taobao_coupon',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
