import type { ToolLocales } from '../../../framework/define-tool.ts';
import { chartStrings } from '../../../features/charts/locales.ts';

export const locales = {
  'zh-CN': {
    ...chartStrings['zh-CN'],
    sample: {
      title: '网站访问来源',
      table: '来源\t访问量\n搜索引擎\t1048\n直接访问\t735\n社交媒体\t580\n邮件营销\t484\n广告\t300',
    },
  },
  en: {
    ...chartStrings.en,
    sample: {
      title: 'Where visitors come from',
      table: 'Source\tVisits\nSearch\t1048\nDirect\t735\nSocial\t580\nEmail\t484\nAds\t300',
    },
  },
} satisfies ToolLocales;
