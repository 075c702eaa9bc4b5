import type { ToolDef } from '../types.ts';
import { defineTools } from './define.ts';

export const textTools: ToolDef[] = defineTools('text', [
  {
    code: 'text_replace',
    name: { 'zh-CN': '文本替换', en: 'Find and replace text' },
    description: {
      'zh-CN': '批量查找并替换文本，支持正则表达式',
      en: 'Find and replace in text, with regular expressions',
    },
    keywords: {
      'zh-CN': ['替换', '查找', '批量替换', '正则', '文字替换'],
      en: ['replace', 'find', 'substitute', 'regex', 'search and replace'],
    },
    built: true,
  },
  {
    code: 'text_compare',
    name: { 'zh-CN': '文本对比', en: 'Compare text' },
    description: {
      'zh-CN': '对比两段文本，标出新增、删除和修改的内容',
      en: 'Compare two texts and highlight what was added, removed or changed',
    },
    keywords: {
      'zh-CN': ['对比', '比较', '比对', '差异', '找不同'],
      en: ['diff', 'difference', 'compare', 'text diff'],
    },
    built: true,
  },
  {
    code: 'letter_handle',
    name: { 'zh-CN': '英文大小写转换', en: 'Change letter case' },
    description: {
      'zh-CN': '把英文转换成全大写、全小写或首字母大写',
      en: 'Convert English text to UPPER CASE, lower case or Title Case',
    },
    keywords: {
      'zh-CN': ['大写', '小写', '大小写', '首字母大写', '字母'],
      en: ['uppercase', 'lowercase', 'capitalize', 'title case', 'case converter'],
    },
    built: true,
  },
  {
    code: 'text_chinese_pinyin_trans',
    name: { 'zh-CN': '汉字转拼音', en: 'Chinese to Pinyin' },
    description: {
      'zh-CN': '把汉字转换成拼音，可选带不带声调',
      en: 'Convert Chinese characters to Pinyin, with or without tone marks',
    },
    keywords: {
      'zh-CN': ['拼音', '注音', '声调', '汉语拼音'],
      en: ['pinyin', 'romanization', 'tones', 'chinese characters'],
    },
    built: true,
  },
  {
    code: 'text_special_symbols',
    name: { 'zh-CN': '特殊符号大全', en: 'Special symbols' },
    description: {
      'zh-CN': '查找常用特殊符号、箭头和数学符号，一键复制',
      en: 'Find special characters, arrows and math symbols and copy them in one click',
    },
    keywords: {
      'zh-CN': ['符号', '特殊字符', '箭头', '数学符号', '表情符号'],
      en: ['symbols', 'special characters', 'unicode', 'emoji', 'arrows'],
    },
    built: true,
  },
]);
