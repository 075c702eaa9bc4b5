import type { ToolLocales } from '../../../framework/define-tool.ts';
import { heicStrings } from '../kit/heic/locales.ts';

export const locales = {
  'zh-CN': {
    ...heicStrings['zh-CN'],
    batch: { ...heicStrings['zh-CN'].batch, choose: '选择 HEIC 照片', addMore: '添加更多 HEIC 照片' },
    run_one: '转换 {{count}} 张为 {{format}}',
    run_other: '转换 {{count}} 张为 {{format}}',
    zipName: 'HEIC批量转换.zip',
  },
  en: {
    ...heicStrings.en,
    batch: { ...heicStrings.en.batch, choose: 'Choose HEIC photos', addMore: 'Add more HEIC photos' },
    run_one: 'Convert {{count}} photo to {{format}}',
    run_other: 'Convert {{count}} photos to {{format}}',
    zipName: 'heic-converted.zip',
  },
} satisfies ToolLocales;
