import type { WriterInputOf } from '@toolbox/contracts';
import { dataRule, fields, lengthGoal, lengthTokens, quoted, toneText, type WriterPrompt } from './parts.ts';

type Input = WriterInputOf<'smart_text_generator'>;

const kinds = {
  article: { 'zh-CN': '文章', en: 'an article' },
  copy: { 'zh-CN': '宣传文案', en: 'marketing copy' },
  reply: { 'zh-CN': '回复', en: 'a reply' },
  speech: { 'zh-CN': '发言稿', en: 'a speech' },
  other: { 'zh-CN': '文字', en: 'a piece of writing' },
} as const;

/** smart_text_generator, version 1: a piece of the chosen kind on a topic, for an audience, in a tone. */
export const smartTextV1: WriterPrompt<Input> = {
  code: 'smart_text_generator',
  version: 1,
  build(input) {
    const zh = input.language === 'zh-CN';
    const kind = kinds[input.kind][input.language];
    const system = zh
      ? `你是一位经验丰富的中文写作者。请用简体中文写一篇${kind}，语气${toneText(input.tone, 'zh-CN')}，篇幅${lengthGoal(input.length, 'zh-CN')}，结构清楚、内容具体，不编造数据和引文。${dataRule['zh-CN']}`
      : `You are an experienced writer. Write ${kind} in English, ${toneText(input.tone, 'en')}, ${lengthGoal(input.length, 'en')}, clearly structured and concrete, without invented figures or quotations. ${dataRule.en}`;
    const user = zh
      ? fields([
          ['主题', quoted(input.topic)],
          ['读者', input.audience ? quoted(input.audience) : ''],
          ['需要包含的关键词', input.keywords.length ? quoted(input.keywords.join('、')) : ''],
        ])
      : fields([
          ['Topic', quoted(input.topic)],
          ['Audience', input.audience ? quoted(input.audience) : ''],
          ['Keywords to include', input.keywords.length ? quoted(input.keywords.join(', ')) : ''],
        ]);
    return {
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      maxTokens: lengthTokens[input.length],
      temperature: 0.7,
    };
  },
};
