import type { ToolLocales } from '../../../framework/define-tool.ts';
import { batchLocales } from '../kit/pdf-images/batch-locales.ts';

// Failing files are named with the shared errors.pdf_encrypted / pdf_unreadable, or errors.pdf_no_image below.
export const locales = {
  'zh-CN': {
    ...batchLocales['zh-CN'],
    run: '全部提取图片',
    errors: { pdf_no_image: 'PDF文件[{{name}}]中没有图片' },
  },
  en: {
    ...batchLocales.en,
    run: 'Extract all images',
    errors: { pdf_no_image: 'PDF file [{{name}}] contains no images' },
  },
} satisfies ToolLocales;
