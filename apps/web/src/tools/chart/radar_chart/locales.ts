import type { ToolLocales } from '../../../framework/define-tool.ts';
import { chartStrings } from '../../../features/charts/locales.ts';

export const locales = {
  'zh-CN': {
    ...chartStrings['zh-CN'],
    sample: {
      title: '能力评估',
      table: '能力\t小王\t小李\n沟通\t8\t6\n技术\t9\t7\n设计\t6\t9\n管理\t7\t6\n创新\t8\t8\n执行\t7\t9',
    },
  },
  en: {
    ...chartStrings.en,
    sample: {
      title: 'Skills review',
      table:
        'Skill\tAlex\tSam\nCommunication\t8\t6\nEngineering\t9\t7\nDesign\t6\t9\nLeadership\t7\t6\nCreativity\t8\t8\nDelivery\t7\t9',
    },
  },
} satisfies ToolLocales;
