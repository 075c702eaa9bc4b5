import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales = {
  'zh-CN': {
    number: '数字',
    placeholder: '例如 1234.5 或 -100,010,000',
    hint: '整数部分最多 16 位（到 9999 万亿），小数位数不限，可带千分位逗号和负号。',
    results: '转换结果',
    empty: '输入数字后，这里会实时显示大写。',
    examples: '试试：',
    upper: '中文大写',
    lower: '中文小写',
    digits: '逐位读',
    errors: {
      not_a_number: '请输入有效的数字，例如 1234.5 或 1,234.5',
      too_large: '数字太大了：整数部分最多 16 位（最大 {{max}}）',
    },
  },
  en: {
    number: 'Number',
    placeholder: 'e.g. 1234.5 or -100,010,000',
    hint: 'Up to 16 integer digits (9,999 trillion), any number of decimals; commas and a minus sign are fine.',
    results: 'Results',
    empty: 'Type a number: the Chinese numerals appear here as you type.',
    examples: 'Try:',
    upper: 'Formal capitals (大写)',
    lower: 'Everyday numerals (小写)',
    digits: 'Digit by digit',
    errors: {
      not_a_number: 'Enter a valid number, such as 1234.5 or 1,234.5',
      too_large: 'That number is too large: at most 16 integer digits (up to {{max}})',
    },
  },
} satisfies ToolLocales;
