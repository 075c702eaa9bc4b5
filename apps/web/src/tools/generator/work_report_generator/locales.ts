import type { ToolLocales } from '../../../framework/define-tool.ts';
import { writerStrings } from '../kit/writer/strings.ts';

export const locales = {
  'zh-CN': {
    ...writerStrings['zh-CN'],
    period: '报告类型',
    periods: { daily: '日报', weekly: '周报', monthly: '月报' },
    role: '岗位（可选）',
    items: '本期做了什么',
    itemsHint: '每行一项，最多 30 项（已填 {{count}} 项）。',
    tooMany: '最多 30 项，现在有 {{count}} 项。',
    plans: '下期计划（可选）',
  },
  en: {
    ...writerStrings.en,
    period: 'Report',
    periods: { daily: 'Daily report', weekly: 'Weekly report', monthly: 'Monthly report' },
    role: 'Your role (optional)',
    items: 'What you did',
    itemsHint: 'One item a line, up to 30 ({{count}} so far).',
    tooMany: 'At most 30 items: there are {{count}}.',
    plans: 'Plans for the next period (optional)',
  },
} satisfies ToolLocales;
