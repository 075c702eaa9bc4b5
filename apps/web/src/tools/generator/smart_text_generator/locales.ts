import type { ToolLocales } from '../../../framework/define-tool.ts';
import { writerStrings } from '../kit/writer/strings.ts';

export const locales = {
  'zh-CN': {
    ...writerStrings['zh-CN'],
    kind: '写什么',
    kinds: { article: '文章', copy: '宣传文案', reply: '回复', speech: '发言稿', other: '其他' },
    topic: '主题和要求',
    topicHint: '写清楚要写什么、想表达的重点，最多 500 字。',
    audience: '读者（可选）',
    keywords: '关键词（可选）',
    keywordsHint: '用逗号分隔，最多 10 个。',
  },
  en: {
    ...writerStrings.en,
    kind: 'What to write',
    kinds: { article: 'Article', copy: 'Marketing copy', reply: 'Reply', speech: 'Speech', other: 'Other' },
    topic: 'Topic and wishes',
    topicHint: 'Say what it is about and what matters most, up to 500 characters.',
    audience: 'Audience (optional)',
    keywords: 'Keywords (optional)',
    keywordsHint: 'Separated by commas, up to 10.',
  },
} satisfies ToolLocales;
