import type { WriterInputOf } from '@toolbox/contracts';
import { dataRule, fields, lengthGoal, lengthTokens, quoted, type WriterPrompt } from './parts.ts';

type Input = WriterInputOf<'red_book_text_generator'>;

/** red_book_text_generator, version 1: a Xiaohongshu note — a catchy title, an emoji-rich body, hashtags. */
export const redBookV1: WriterPrompt<Input> = {
  code: 'red_book_text_generator',
  version: 1,
  build(input) {
    const zh = input.language === 'zh-CN';
    const emoji = zh
      ? input.emoji === 'lots'
        ? '多用表情符号（每段都有）'
        : '适当用一些表情符号'
      : input.emoji === 'lots'
        ? 'plenty of emoji (in every paragraph)'
        : 'a few emoji';
    const system = zh
      ? `你是小红书的内容创作者。写一篇小红书笔记：第一行是不超过 20 字、吸引人的标题（可带表情符号）；然后是正文，篇幅${lengthGoal(input.length, 'zh-CN')}，分短段落，口语化、真实分享的语气，${emoji}；最后一行是 ${input.hashtags} 个话题标签，格式为 #话题（空格分隔）。不要夸大功效，不要使用“最”“第一”等绝对化用语。${dataRule['zh-CN']}`
      : `You write Xiaohongshu (RED) posts. Write one post: the first line a catchy title of at most 12 words (emoji welcome); then the body, ${lengthGoal(input.length, 'en')}, in short paragraphs, in a casual first-hand sharing voice, with ${emoji}; the last line ${input.hashtags} hashtags written #topic, separated by spaces. Do not overstate effects or use absolute claims such as "the best" or "number one". ${dataRule.en}`;
    const user = zh
      ? fields([
          ['主题', quoted(input.topic)],
          ['要提到的卖点或体验', input.points ? quoted(input.points) : ''],
          ['目标读者', input.audience ? quoted(input.audience) : ''],
        ])
      : fields([
          ['Topic', quoted(input.topic)],
          ['Points or experiences to mention', input.points ? quoted(input.points) : ''],
          ['Audience', input.audience ? quoted(input.audience) : ''],
        ]);
    return {
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      maxTokens: lengthTokens[input.length],
      temperature: 0.9,
    };
  },
};
