import type { ToolLocales } from '../../../framework/define-tool.ts';
import { writerStrings } from '../kit/writer/strings.ts';

export const locales = {
  'zh-CN': {
    ...writerStrings['zh-CN'],
    topic: '笔记主题',
    topicHint: '例如：杭州周末两日游、平价保湿面霜、新手露营装备。',
    points: '想提到的卖点或体验（可选）',
    pointsHint: '每行一点，最多 1000 字。',
    audience: '写给谁看（可选）',
    emoji: '表情符号',
    emojiLevels: { some: '适量', lots: '多一些' },
    hashtags: '话题标签数量（3–10）',
  },
  en: {
    ...writerStrings.en,
    topic: 'What the post is about',
    topicHint: 'For example: a weekend in Hangzhou, an affordable moisturiser, camping gear for beginners.',
    points: 'Points or experiences to mention (optional)',
    pointsHint: 'One a line, up to 1000 characters.',
    audience: 'Who it is for (optional)',
    emoji: 'Emoji',
    emojiLevels: { some: 'A few', lots: 'Plenty' },
    hashtags: 'Number of hashtags (3–10)',
  },
} satisfies ToolLocales;
