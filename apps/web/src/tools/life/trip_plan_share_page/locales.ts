import type { ToolLocales } from '../../../framework/define-tool.ts';
import { tripStrings } from '../kit/trip/strings.ts';

export const locales = {
  'zh-CN': {
    ...tripStrings['zh-CN'],
    loading: '正在打开分享的行程…',
    noLink: '这个页面用来查看别人分享的行程：请打开对方发给你的分享链接。',
    planYourOwn: '规划自己的行程',
    sharedUntil: '分享有效期至 {{time}}',
  },
  en: {
    ...tripStrings.en,
    loading: 'Opening the shared plan…',
    noLink: 'This page shows a trip plan someone shared: open the share link they sent you.',
    planYourOwn: 'Plan your own trip',
    sharedUntil: 'Shared until {{time}}',
  },
} satisfies ToolLocales;
