import type { ToolDef } from '../types.ts';
import { defineTools, serverTask } from './define.ts';

// Word rendering needs a real office engine, so the conversions are server tasks.
const wordConversion = serverTask(5, 3);

export const documentTools: ToolDef[] = defineTools('document', [
  {
    code: 'word_to_pdf',
    name: { 'zh-CN': 'Word转PDF', en: 'Word to PDF' },
    description: {
      'zh-CN': '把 Word 文档转换成排版不变的 PDF',
      en: 'Convert a Word document into a PDF with the layout intact',
    },
    keywords: {
      'zh-CN': ['DOC转PDF', 'DOCX转PDF', '文档转PDF', '转换'],
      en: ['doc to pdf', 'docx to pdf', 'convert', 'document'],
    },
    pricing: wordConversion,
    wang: true,
    built: true,
  },
  {
    code: 'word_to_image',
    name: { 'zh-CN': 'Word转图片', en: 'Word to image' },
    description: {
      'zh-CN': '把 Word 文档的每一页转换成图片',
      en: 'Turn each page of a Word document into an image',
    },
    keywords: {
      'zh-CN': ['Word转JPG', 'Word转PNG', '文档转图片', '转换'],
      en: ['docx to jpg', 'docx to png', 'doc to image', 'convert'],
    },
    pricing: wordConversion,
    built: true,
  },
  {
    code: 'word_merge',
    name: { 'zh-CN': 'Word合并', en: 'Merge Word documents' },
    description: {
      'zh-CN': '把多个 Word 文档按顺序合并成一个',
      en: 'Combine several Word documents into one, in order',
    },
    keywords: {
      'zh-CN': ['合并', '拼接', 'DOCX合并', '文档合并'],
      en: ['combine', 'join', 'docx', 'merge documents'],
    },
    built: true,
  },
]);
