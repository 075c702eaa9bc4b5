import type { ToolLocales } from '../../../framework/define-tool.ts';
import { chartStrings } from '../../../features/charts/locales.ts';

export const locales = {
  'zh-CN': {
    ...chartStrings['zh-CN'],
    sample: {
      title: '上半年销售趋势',
      table:
        '月份\t销售额\t成本\n1月\t120\t80\n2月\t132\t86\n3月\t101\t90\n4月\t134\t85\n5月\t190\t110\n6月\t230\t120',
    },
  },
  en: {
    ...chartStrings.en,
    sample: {
      title: 'Sales in the first half',
      table:
        'Month\tRevenue\tCosts\nJan\t120\t80\nFeb\t132\t86\nMar\t101\t90\nApr\t134\t85\nMay\t190\t110\nJun\t230\t120',
    },
  },
} satisfies ToolLocales;
