import type { Message } from '../../http/i18n.ts';

export const partnerMessages = {
  authFailed: { en: 'Authentication failed.', 'zh-CN': '认证失败' },
} as const satisfies Record<string, Message>;
