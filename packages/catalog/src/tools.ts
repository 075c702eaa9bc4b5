import type { ToolDef } from './types.ts';

/** Every function code of the spec. Being rewritten in full by the catalog work; see README. */
export const tools: ToolDef[] = [
  {
    code: 'pdf_merge',
    category: 'pdf',
    name: { 'zh-CN': 'PDF合并', en: 'Merge PDF' },
    description: { 'zh-CN': '把多个 PDF 按顺序合并成一个文件', en: 'Combine several PDFs into one, in the order you choose' },
    openLevel: 0, price: 0, point: 0, freeCount: 0, runs: 'browser', wang: true, built: true,
  },
  {
    code: 'image_compress',
    category: 'image',
    name: { 'zh-CN': '图片压缩', en: 'Compress image' },
    description: { 'zh-CN': '把图片压缩到指定大小，支持 JPG、WebP、PNG', en: 'Shrink an image to a target size as JPG, WebP or PNG' },
    openLevel: 0, price: 0, point: 0, freeCount: 0, runs: 'browser', wang: true, built: true,
  },
  {
    code: 'text_replace',
    category: 'text',
    name: { 'zh-CN': '文本替换', en: 'Find and replace text' },
    description: { 'zh-CN': '批量查找并替换文本，支持正则表达式', en: 'Find and replace in text, with regular expressions' },
    openLevel: 0, price: 0, point: 0, freeCount: 0, runs: 'browser', wang: false, built: true,
  },
];
