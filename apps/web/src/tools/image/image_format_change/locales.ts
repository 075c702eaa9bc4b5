import type { ToolLocales } from '../../../framework/define-tool.ts';
import { imageBatchStrings } from '../../../features/image-batch/locales.ts';
import { outputStrings } from '../../../features/image-batch/output-options.tsx';

export const locales: ToolLocales = {
  'zh-CN': {
    ...imageBatchStrings['zh-CN'],
    ...outputStrings['zh-CN'],
    settings: '转换设置',
    run_one: '转换为 {{format}}',
    run_other: '把 {{count, number}} 张图片转换为 {{format}}',
    icoNone: '请至少选择一个 ICO 尺寸。',
    zipName: '转换后的图片.zip',
    saveHint: '在微信等应用内打开时，下载可能无效：请长按结果图片保存，或点右上角在浏览器中打开。',
  },
  en: {
    ...imageBatchStrings.en,
    ...outputStrings.en,
    settings: 'Conversion settings',
    run_one: 'Convert to {{format}}',
    run_other: 'Convert {{count, number}} images to {{format}}',
    icoNone: 'Choose at least one ICO size.',
    zipName: 'converted-images.zip',
    saveHint:
      'Inside a messaging app, downloads may not work: press and hold a result image to save it, or open this page in your browser.',
  },
};
