import type { ToolLocales } from '../../../framework/define-tool.ts';
import { batchLocales } from '../kit/pdf-images/batch-locales.ts';

// Failing files are named with the shared errors.pdf_encrypted / errors.pdf_unreadable.
export const locales = {
  'zh-CN': {
    ...batchLocales['zh-CN'],
    run: '全部转换为图片',
    format: '图片格式',
    scale: '清晰度',
    scale_1_5: '标准（1.5 倍）',
    scale_2: '高清（2 倍）',
    scale_3: '超清（3 倍）',
  },
  en: {
    ...batchLocales.en,
    run: 'Convert all to images',
    format: 'Image format',
    scale: 'Resolution',
    scale_1_5: 'Standard (1.5×)',
    scale_2: 'High (2×)',
    scale_3: 'Very high (3×)',
  },
} satisfies ToolLocales;
