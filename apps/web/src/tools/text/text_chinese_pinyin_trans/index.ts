import { defineTool } from '../../../framework/define-tool.ts';

export default defineTool({
  code: 'text_chinese_pinyin_trans',
  load: () => import('./ui.tsx'),
  locales: () => import('./locales.ts'),
});
