import type { Message } from '../../http/i18n.ts';

export const inviteMessages = {
  alreadyFilled: { en: 'Already submitted.', 'zh-CN': '已提交过' },
  unknownCode: { en: 'No user has the invite code {code}.', 'zh-CN': '邀请码 {code} 不存在。' },
  ownCode: { en: 'You cannot fill in your own invite code.', 'zh-CN': '不能填写自己的邀请码。' },
  circular: {
    en: 'This user was invited by you and cannot be your inviter.',
    'zh-CN': '该用户是您邀请的，不能作为您的邀请人。',
  },
} as const satisfies Record<string, Message>;
