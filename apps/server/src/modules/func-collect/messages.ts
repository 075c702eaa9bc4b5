import type { Message } from '../../http/i18n.ts';

export const favouriteMessages = {
  tooMany: { en: 'You can keep at most {max} favourites.', 'zh-CN': '最多可以收藏 {max} 个功能。' },
} as const satisfies Record<string, Message>;
