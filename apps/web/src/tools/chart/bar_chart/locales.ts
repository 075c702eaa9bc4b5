import type { ToolLocales } from '../../../framework/define-tool.ts';
import { chartStrings } from '../../../features/charts/locales.ts';

export const locales = {
  'zh-CN': {
    ...chartStrings['zh-CN'],
    sample: {
      title: '各季度产品销量',
      table:
        '季度\t产品 A\t产品 B\t产品 C\n第一季度\t320\t220\t150\n第二季度\t302\t182\t232\n第三季度\t341\t191\t201\n第四季度\t374\t234\t154',
    },
  },
  en: {
    ...chartStrings.en,
    sample: {
      title: 'Units sold per quarter',
      table:
        'Quarter\tProduct A\tProduct B\tProduct C\nQ1\t320\t220\t150\nQ2\t302\t182\t232\nQ3\t341\t191\t201\nQ4\t374\t234\t154',
    },
  },
} satisfies ToolLocales;
