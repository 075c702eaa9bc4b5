import type { WriterInputOf } from '@toolbox/contracts';
import { dataRule, fields, lengthGoal, lengthTokens, quoted, toneText, type WriterPrompt } from './parts.ts';

type Input = WriterInputOf<'work_report_generator'>;

const periods = {
  daily: { 'zh-CN': '日报', en: 'daily report' },
  weekly: { 'zh-CN': '周报', en: 'weekly report' },
  monthly: { 'zh-CN': '月报', en: 'monthly report' },
} as const;

/** work_report_generator, version 1: the period's items turned into a report with results, problems and plans. */
export const workReportV1: WriterPrompt<Input> = {
  code: 'work_report_generator',
  version: 1,
  build(input) {
    const zh = input.language === 'zh-CN';
    const period = periods[input.period][input.language];
    const items = input.items.map((item, i) => `${i + 1}. ${quoted(item)}`).join('\n');
    const system = zh
      ? `你帮助职场人士写${period}。根据用户列出的工作事项写一份${period}，语气${toneText(input.tone, 'zh-CN')}，篇幅${lengthGoal(input.length, 'zh-CN')}。分为“本期工作”“成果与问题”“下期计划”三部分，用小标题和条目；只写用户给出的事实，可以归纳和润色，但不要添加没有提到的成果或数字。${dataRule['zh-CN']}`
      : `You help people write their ${period}. Write a ${period} from the items the user lists, ${toneText(input.tone, 'en')}, ${lengthGoal(input.length, 'en')}, in three parts with headings — "Work done", "Results and issues", "Next steps" — using bullet points. Use only the facts given: summarise and polish them, but add no achievements or figures that were not mentioned. ${dataRule.en}`;
    const user = zh
      ? [
          fields([['岗位', input.role ? quoted(input.role) : '']]),
          `工作事项：\n${items}`,
          fields([['下期计划', input.plans ? quoted(input.plans) : '']]),
        ]
      : [
          fields([['Role', input.role ? quoted(input.role) : '']]),
          `Items:\n${items}`,
          fields([['Plans for the next period', input.plans ? quoted(input.plans) : '']]),
        ];
    return {
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user.filter(Boolean).join('\n\n') },
      ],
      maxTokens: lengthTokens[input.length],
      temperature: 0.5,
    };
  },
};
