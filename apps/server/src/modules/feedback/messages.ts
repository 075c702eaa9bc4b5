import type { Message } from '../../http/i18n.ts';

export const feedbackMessages = {
  tooMany: {
    en: 'You have sent a lot of feedback in the last hour. Please try again later.',
    'zh-CN': '一小时内提交的反馈过多，请稍后再试。',
  },
  status0: { en: 'Received', 'zh-CN': '已提交' },
  status1: { en: 'Being handled', 'zh-CN': '处理中' },
  status2: { en: 'Handled', 'zh-CN': '已处理' },
  status3: { en: 'Closed', 'zh-CN': '已关闭' },
} as const satisfies Record<string, Message>;
