import type { Message } from '../../http/i18n.ts';

export const operatorMessages = {
  forbidden: { en: 'Operators only.', 'zh-CN': '仅限运营人员。' },
  unknownFunc: { en: 'No tool with code {code}.', 'zh-CN': '没有代码为 {code} 的工具。' },
  notBuilt: {
    en: 'Tool {code} is not built yet and cannot be turned on.',
    'zh-CN': '工具 {code} 尚未完成，不能开启。',
  },
  unknownFeedback: { en: 'No feedback with id {id}.', 'zh-CN': '没有 id 为 {id} 的反馈。' },
  unknownUser: { en: 'No user with id {id}.', 'zh-CN': '没有 id 为 {id} 的用户。' },
  notEnoughCredits: {
    en: 'The user has fewer credits than {delta} takes back; nothing was changed.',
    'zh-CN': '用户的点数不足以扣回 {delta}，未做任何修改。',
  },
  blockSelf: { en: 'You cannot block your own account.', 'zh-CN': '不能封禁自己的账号。' },
} as const satisfies Record<string, Message>;
