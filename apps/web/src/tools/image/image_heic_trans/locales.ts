import type { ToolLocales } from '../../../framework/define-tool.ts';
import { heicStrings } from '../kit/heic/locales.ts';

export const locales = {
  'zh-CN': {
    ...heicStrings['zh-CN'],
    batch: {
      ...heicStrings['zh-CN'].batch,
      choose: '选择 HEIC 照片',
      hintOne: '拖到这里或按 Ctrl+V 粘贴。苹果手机的照片通常是 .HEIC。',
    },
    run: '转换为 {{format}}',
    zipName: 'HEIC转换.zip',
  },
  en: {
    ...heicStrings.en,
    batch: {
      ...heicStrings.en.batch,
      choose: 'Choose a HEIC photo',
      hintOne: 'Drop it here or paste with Ctrl+V. iPhone photos are usually .HEIC.',
    },
    run: 'Convert to {{format}}',
    zipName: 'heic-converted.zip',
  },
} satisfies ToolLocales;
