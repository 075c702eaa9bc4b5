import type { ToolDef } from '../types.ts';
import { defineTools } from './define.ts';

export const financeTools: ToolDef[] = defineTools('finance', [
  {
    code: 'finance_money_upper',
    built: true,
    name: { 'zh-CN': '金额大写转换', en: 'Amount in Chinese words' },
    description: {
      'zh-CN': '把金额转换成人民币大写，用于填写支票和票据',
      en: 'Write an amount in formal Chinese uppercase for cheques and receipts',
    },
    keywords: {
      'zh-CN': ['人民币大写', '金额大写', '大写', '支票', '元角分'],
      en: ['rmb', 'cheque', 'check', 'amount in words', 'uppercase'],
    },
  },
  {
    code: 'finance_number_upper',
    built: true,
    name: { 'zh-CN': '数字转大写', en: 'Numbers to Chinese numerals' },
    description: {
      'zh-CN': '把阿拉伯数字转换成中文大写数字（壹、贰、叁）',
      en: 'Convert digits into formal Chinese numerals (壹, 贰, 叁)',
    },
    keywords: {
      'zh-CN': ['大写数字', '中文数字', '大写', '数字转换'],
      en: ['chinese numerals', 'number to words', 'uppercase'],
    },
  },
  {
    code: 'finance_accounting_title_list',
    built: true,
    name: { 'zh-CN': '会计科目表', en: 'Chart of accounts' },
    description: {
      'zh-CN': '查询常用会计科目的编码、名称和类别',
      en: 'Look up the code, name and class of standard accounting titles',
    },
    keywords: {
      'zh-CN': ['会计科目', '科目编码', '记账', '财务'],
      en: ['accounting', 'ledger', 'accounts', 'bookkeeping'],
    },
  },
  {
    code: 'finance_invoice_inquiry',
    built: true,
    name: { 'zh-CN': '发票查验', en: 'Verify invoice' },
    description: {
      'zh-CN': '查验增值税发票的真伪和开票信息',
      en: 'Check whether a Chinese VAT invoice is genuine and see its details',
    },
    keywords: {
      'zh-CN': ['发票', '发票真伪', '验真', '增值税发票', '查询'],
      en: ['invoice', 'fapiao', 'vat', 'authenticity', 'check'],
    },
  },
]);
