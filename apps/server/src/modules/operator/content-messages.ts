import type { Message } from '../../http/i18n.ts';

export const contentMessages = {
  badYear: {
    en: 'The {year} table is not consistent: {problems}',
    'zh-CN': '{year} 年的安排不一致：{problems}',
  },
  noYear: {
    en: 'No year {year} was added in the console (a shipped year cannot be removed here).',
    'zh-CN': '运营后台没有录入过 {year} 年（随版本发布的年份不能在这里删除）。',
  },
  pickList: {
    en: 'List {code} is edited in the Picks tab.',
    'zh-CN': '列表 {code} 请在“推荐”标签页中编辑。',
  },
  endBeforeStart: { en: 'The end must be after the start.', 'zh-CN': '结束时间必须晚于开始时间。' },
  noBanner: { en: 'No banner item with id {id}.', 'zh-CN': '没有 id 为 {id} 的横幅。' },
  noPartner: { en: 'No partner {id}.', 'zh-CN': '没有合作方 {id}。' },
  badDictValue: {
    en: 'The value does not fit entry {code}: {problem}',
    'zh-CN': '取值不符合字典项 {code} 的格式：{problem}',
  },
} as const satisfies Record<string, Message>;
