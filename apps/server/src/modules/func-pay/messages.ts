import type { Message } from '../../http/i18n.ts';

export const funcPayMessages = {
  notPayable: {
    en: 'The result of {code} cannot be paid with credits.',
    'zh-CN': '{code} 的结果不支持积分支付。',
  },
  unknownTask: { en: 'Task not found.', 'zh-CN': '任务不存在。' },
  alreadyPaid: { en: 'This result is already paid.', 'zh-CN': '该结果已支付。' },
  paid: { en: 'Paid', 'zh-CN': '已支付' },
} as const satisfies Record<string, Message>;
