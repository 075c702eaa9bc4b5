import type { ToolDef } from '../types.ts';
import { defineTools } from './define.ts';

export const codeTools: ToolDef[] = defineTools('code', [
  {
    code: 'code_json_parse',
    name: { 'zh-CN': 'JSON格式化', en: 'JSON formatter' },
    description: {
      'zh-CN': '格式化、压缩并校验 JSON，快速定位语法错误',
      en: 'Format, minify and validate JSON and pinpoint syntax errors',
    },
    keywords: {
      'zh-CN': ['JSON', 'JSON解析', '美化', '校验', '压缩'],
      en: ['json', 'parser', 'beautify', 'validator', 'pretty print', 'minify'],
    },
    built: true,
  },
  {
    code: 'code_compare',
    name: { 'zh-CN': '代码对比', en: 'Compare code' },
    description: {
      'zh-CN': '逐行对比两段代码，高亮显示差异',
      en: 'Compare two pieces of code line by line with the differences highlighted',
    },
    keywords: {
      'zh-CN': ['对比', '比较', '差异', 'diff'],
      en: ['diff', 'compare', 'difference', 'code diff'],
    },
    built: true,
  },
  {
    code: 'timestamp_trans',
    name: { 'zh-CN': '时间戳转换', en: 'Timestamp converter' },
    description: {
      'zh-CN': '在 Unix 时间戳和日期时间之间相互转换',
      en: 'Convert between Unix timestamps and readable dates and times',
    },
    keywords: {
      'zh-CN': ['时间戳', 'Unix时间', '日期转换', '毫秒'],
      en: ['unix time', 'epoch', 'timestamp', 'date converter', 'milliseconds'],
    },
    built: true,
  },
  {
    code: 'file_base64_trans',
    name: { 'zh-CN': '文件Base64转换', en: 'File to Base64' },
    description: {
      'zh-CN': '把文件编码成 Base64，或把 Base64 还原成文件',
      en: 'Encode a file as Base64 or turn Base64 back into a file',
    },
    keywords: { 'zh-CN': ['Base64', '编码', '解码'], en: ['base64', 'encode', 'decode'] },
    built: true,
  },
  {
    code: 'image_to_base64',
    name: { 'zh-CN': '图片转Base64', en: 'Image to Base64' },
    description: {
      'zh-CN': '把图片转换成 Base64 字符串或 Data URL，方便嵌入网页',
      en: 'Turn an image into a Base64 string or data URL to embed in web pages',
    },
    keywords: {
      'zh-CN': ['Base64', '图片编码', 'Data URL'],
      en: ['base64', 'data url', 'data uri', 'encode image'],
    },
    built: true,
  },
]);
