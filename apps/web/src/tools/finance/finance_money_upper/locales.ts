import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales = {
  'zh-CN': {
    amount: '金额（元）',
    placeholder: '例如 1234.56，可带千分位逗号',
    prefix: '前面加“人民币”',
    result: '大写金额',
    empty: '输入金额后，这里会实时显示大写。',
    examples: '试试：',
    hint: '最多两位小数（到“分”），最大 9999 万亿元（整数部分 16 位）。',
    rules: {
      title: '书写规则',
      zero: '数字中间有 0 时写“零”，连续多个 0 只写一个“零”：1,000,001 → 壹佰万零壹元整。',
      whole: '到“元”为止的金额在末尾写“整”；到“角”为止的可以不写“整”。',
      fen: '角位是 0 而分位不是 0 时，“元”后面要写“零”：325.04 → 叁佰贰拾伍元零肆分。',
    },
    errors: {
      not_a_number: '请输入有效的金额，例如 1234.56 或 1,234.56',
      too_many_decimals: '金额最多只能有两位小数（角、分），你输入了 {{digits}} 位',
      too_large: '金额太大了：最大支持 {{max}} 元（9999 万亿）',
    },
  },
  en: {
    amount: 'Amount (yuan)',
    placeholder: 'e.g. 1234.56, commas allowed',
    prefix: 'Start with “人民币”',
    result: 'Amount in capitals',
    empty: 'Type an amount: its Chinese capitals appear here as you type.',
    examples: 'Try:',
    hint: 'Up to two decimals (fen); at most 9,999 trillion yuan (16 integer digits).',
    rules: {
      title: 'How it is written',
      zero: 'Zeros between digits are written 零, a run of zeros only once: 1,000,001 → 壹佰万零壹元整.',
      whole: 'Whole-yuan amounts end in 整; amounts ending in jiao may leave it out.',
      fen: 'When jiao is 0 but fen is not, 零 follows 元: 325.04 → 叁佰贰拾伍元零肆分.',
    },
    errors: {
      not_a_number: 'Enter a valid amount, such as 1234.56 or 1,234.56',
      too_many_decimals: 'An amount can have at most two decimals (jiao and fen); this one has {{digits}}',
      too_large: 'That amount is too large: the most is {{max}} yuan (9,999 trillion)',
    },
  },
} satisfies ToolLocales;
