import type { WriterInputOf } from '@toolbox/contracts';
import { dataRule, lengthTokens, quoted, type WriterPrompt } from './parts.ts';

type Input = WriterInputOf<'comment_generator'>;

const subjects = {
  student: { 'zh-CN': '学生的期末评语（老师写给学生）', en: "a teacher's end-of-term comment on a pupil" },
  employee: { 'zh-CN': '员工的工作评价（上级写给员工）', en: "a manager's review of an employee" },
  product: { 'zh-CN': '商品或服务的评价（顾客写的）', en: "a customer's review of a product or service" },
  other: { 'zh-CN': '评语', en: 'a comment' },
} as const;

const stances = {
  positive: { 'zh-CN': '以肯定和鼓励为主', en: 'mainly praise and encouragement' },
  balanced: {
    'zh-CN': '肯定优点，也委婉指出可以改进的地方',
    en: 'recognise strengths and tactfully name what could improve',
  },
  critical: {
    'zh-CN': '坦率指出问题并给出具体、建设性的建议，不贬低人',
    en: 'frankly name the problems with concrete, constructive advice, never belittling',
  },
} as const;

const sizes = {
  short: { 'zh-CN': '每条约 60 字', en: 'about 50 words each' },
  medium: { 'zh-CN': '每条约 120 字', en: 'about 100 words each' },
  long: { 'zh-CN': '每条约 250 字', en: 'about 200 words each' },
} as const;

/** comment_generator, version 1: `count` different comments on the subject, in the chosen stance. */
export const commentV1: WriterPrompt<Input> = {
  code: 'comment_generator',
  version: 1,
  build(input) {
    const zh = input.language === 'zh-CN';
    const lang = input.language;
    const numbering = input.count > 1;
    const system = zh
      ? `请写${subjects[input.subjectType][lang]}，${stances[input.stance][lang]}，${sizes[input.length][lang]}。要具体、真诚，紧扣用户描述的情况，不要套话。${numbering ? `写 ${input.count} 条彼此不同的评语，每条前面标上序号“1.”“2.”等。` : '只写一条。'}${dataRule['zh-CN']}`
      : `Write ${subjects[input.subjectType][lang]}: ${stances[input.stance][lang]}, ${sizes[input.length][lang]}. Be specific and sincere, grounded in what the user describes, with no stock phrases. ${numbering ? `Write ${input.count} different comments, each numbered "1.", "2." and so on.` : 'Write one.'} ${dataRule.en}`;
    const user = zh
      ? `评价对象的情况：${quoted(input.subject)}`
      : `About the subject: ${quoted(input.subject)}`;
    return {
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      maxTokens: Math.min(4000, Math.round(lengthTokens[input.length] * 0.6) * input.count),
      temperature: 0.8,
    };
  },
};
