import type { Message } from '../../http/i18n.ts';

/** Why /task/submit refused a task of a priced function (code 40201). */
export const funcUseMessages = {
  useRequired: {
    en: 'This function costs credits: its credits were not settled before the task. Start it again from the tool.',
    'zh-CN': '该功能需要扣除积分，提交任务前未完成扣除，请在工具页重新开始',
  },
  useInvalid: {
    en: 'This function use is not valid (already used, or for another function or account). Start the tool again.',
    'zh-CN': '本次功能使用无效（已被使用，或属于其他功能或账号），请重新开始',
  },
} as const satisfies Record<string, Message>;
