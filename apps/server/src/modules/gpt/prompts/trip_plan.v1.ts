import type { WriterInputOf } from '@toolbox/contracts';
import { dataRule, fields, quoted, type WriterPrompt } from './parts.ts';

type Input = WriterInputOf<'trip_plan'>;

const paces = {
  relaxed: { 'zh-CN': '轻松，每天 2 到 3 个地点', en: 'relaxed, 2 to 3 places a day' },
  normal: { 'zh-CN': '适中，每天 3 到 5 个地点', en: 'moderate, 3 to 5 places a day' },
  packed: { 'zh-CN': '紧凑，每天 5 到 7 个地点', en: 'packed, 5 to 7 places a day' },
} as const;

/**
 * trip_plan, version 1: an itinerary in lines the planner reads back into its days —
 * `# Day n: theme` / `# 第 n 天：主题`, then `- HH:MM | place | note | cost` per place.
 */
export const tripPlanV1: WriterPrompt<Input> = {
  code: 'trip_plan',
  version: 1,
  build(input) {
    const zh = input.language === 'zh-CN';
    const pace = paces[input.pace][input.language];
    const system = zh
      ? `你是一位熟悉各地的旅行规划师。为用户规划 ${input.days} 天的行程，节奏${pace}，按地理位置安排顺路的地点。严格按以下格式输出，不要输出其他内容：
每天第一行：# 第 N 天：当天主题
每个地点一行：- 时间(HH:MM) | 地点名称 | 一句话说明（不超过 20 字） | 预计人均花费（只写数字，单位人民币，免费写 0）
只推荐真实存在的地点；不确定的花费写 0。${dataRule['zh-CN']}`
      : `You are a travel planner who knows places well. Plan ${input.days} days, ${pace}, ordering each day's places so they lie along one route. Output exactly this format and nothing else:
First line of each day: # Day N: theme of the day
One line per place: - time (HH:MM) | place name | one sentence about it (at most 15 words) | estimated cost per person (a number only, in the local currency; 0 if free)
Suggest only places that really exist; write 0 for a cost you are unsure of. ${dataRule.en}`;
    const user = zh
      ? fields([
          ['目的地', quoted(input.destination)],
          ['兴趣和要求', input.interests ? quoted(input.interests) : ''],
        ])
      : fields([
          ['Destination', quoted(input.destination)],
          ['Interests and wishes', input.interests ? quoted(input.interests) : ''],
        ]);
    return {
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      maxTokens: Math.min(4000, 250 + input.days * 220),
      temperature: 0.6,
    };
  },
};
