import type { ToolLocales } from '../../../framework/define-tool.ts';
import { writerStrings } from '../kit/writer/strings.ts';

export const locales = {
  'zh-CN': {
    ...writerStrings['zh-CN'],
    subjectType: '评价对象',
    subjectTypes: { student: '学生', employee: '员工', product: '商品或服务', other: '其他' },
    subject: '对象的情况',
    subjectHints: {
      student: '例如：姓名、年级、学习和性格特点、进步和不足。',
      employee: '例如：岗位、主要工作、表现突出和需要改进的地方。',
      product: '例如：买了什么、用了多久、满意和不满意的地方。',
      other: '写下你想评价的内容和具体情况。',
    },
    stance: '评价倾向',
    stances: { positive: '以表扬鼓励为主', balanced: '优缺点都说', critical: '直言问题并给建议' },
    count: '生成几条（1–5）',
  },
  en: {
    ...writerStrings.en,
    subjectType: 'About whom or what',
    subjectTypes: {
      student: 'A pupil',
      employee: 'An employee',
      product: 'A product or service',
      other: 'Something else',
    },
    subject: 'What they are like',
    subjectHints: {
      student: 'For example: name, year, how they learn and behave, progress and weak points.',
      employee: 'For example: role, main work, where they shine and what could improve.',
      product: 'For example: what you bought, how long you used it, what you liked and did not.',
      other: 'Say what you want to comment on and the details.',
    },
    stance: 'Stance',
    stances: {
      positive: 'Mostly praise',
      balanced: 'Strengths and weaknesses',
      critical: 'Frank, with advice',
    },
    count: 'How many (1–5)',
  },
} satisfies ToolLocales;
