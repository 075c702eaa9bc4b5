import type { ToolDef } from '../types.ts';
import { defineTools, desktopOnly } from './define.ts';

// Desktop tools run in the Windows client with no file-size limit. Conversions the web charges for
// cost fewer credits here; purely local work (merge, compress, search) is free.
const localWork = desktopOnly();
const conversion = desktopOnly(2, 3);
const recognition = desktopOnly(1, 5);

export const desktopTools: ToolDef[] = defineTools('desktop', [
  {
    code: 'file_search_desktop',
    name: { 'zh-CN': '文件极速搜索', en: 'Fast file search' },
    description: {
      'zh-CN': '输入文件名，秒搜电脑上的所有文件',
      en: 'Find any file on your PC by name in an instant',
    },
    keywords: {
      'zh-CN': ['文件搜索', '找文件', '本地搜索', '桌面版'],
      en: ['file search', 'find files', 'local search', 'desktop'],
    },
    pricing: localWork,
  },
  {
    code: 'image_ocr_desktop',
    name: { 'zh-CN': '图片转文字（桌面版）', en: 'Image to text (desktop)' },
    description: {
      'zh-CN': '截图或选择图片，识别出其中的文字',
      en: 'Recognise the text in a screenshot or image on your PC',
    },
    keywords: {
      'zh-CN': ['OCR', '文字识别', '截图识字', '提取文字', '桌面版'],
      en: ['ocr', 'text recognition', 'screenshot to text', 'desktop'],
    },
    pricing: recognition,
  },
  {
    code: 'image_to_excel_desktop',
    name: { 'zh-CN': '图片转表格（桌面版）', en: 'Image to Excel (desktop)' },
    description: {
      'zh-CN': '把截图或图片里的表格识别成可编辑的 Excel',
      en: 'Turn a table in a screenshot or image into an editable Excel sheet',
    },
    keywords: {
      'zh-CN': ['表格识别', '图片转Excel', 'OCR', '桌面版'],
      en: ['table recognition', 'image to xlsx', 'ocr', 'desktop'],
    },
    pricing: conversion,
  },
  {
    code: 'pdf_to_word_desktop',
    name: { 'zh-CN': 'PDF转Word（桌面版）', en: 'PDF to Word (desktop)' },
    description: {
      'zh-CN': '在电脑上批量把 PDF 转成 Word，不限文件大小',
      en: 'Convert PDFs to Word in bulk on your PC, with no file-size limit',
    },
    keywords: {
      'zh-CN': ['PDF转DOCX', '批量转换', '桌面版'],
      en: ['pdf to docx', 'bulk convert', 'desktop'],
    },
    pricing: conversion,
  },
  {
    code: 'pdf_to_image_desktop',
    name: { 'zh-CN': 'PDF转图片（桌面版）', en: 'PDF to image (desktop)' },
    description: {
      'zh-CN': '在电脑上批量把 PDF 页面转成图片，不限文件大小',
      en: 'Turn PDF pages into images in bulk on your PC, with no file-size limit',
    },
    keywords: {
      'zh-CN': ['PDF转JPG', '批量转换', '桌面版'],
      en: ['pdf to jpg', 'bulk convert', 'desktop'],
    },
    pricing: localWork,
  },
  {
    code: 'pdf_compress_desktop',
    name: { 'zh-CN': 'PDF压缩（桌面版）', en: 'Compress PDF (desktop)' },
    description: {
      'zh-CN': '在电脑上批量压缩 PDF，大文件也能处理',
      en: 'Compress PDFs in bulk on your PC, large files included',
    },
    keywords: {
      'zh-CN': ['压缩', '减小体积', '批量', '桌面版'],
      en: ['reduce size', 'shrink', 'bulk', 'desktop'],
    },
    pricing: localWork,
  },
  {
    code: 'pdf_merge_desktop',
    name: { 'zh-CN': 'PDF合并（桌面版）', en: 'Merge PDF (desktop)' },
    description: {
      'zh-CN': '在电脑上把多个 PDF 合并成一个，不限文件大小',
      en: 'Combine PDFs into one on your PC, with no file-size limit',
    },
    keywords: {
      'zh-CN': ['合并', '拼接', '桌面版'],
      en: ['combine', 'join', 'desktop'],
    },
    pricing: localWork,
  },
  {
    code: 'word_to_pdf_desktop',
    name: { 'zh-CN': 'Word转PDF（桌面版）', en: 'Word to PDF (desktop)' },
    description: {
      'zh-CN': '在电脑上批量把 Word 文档转成 PDF',
      en: 'Convert Word documents to PDF in bulk on your PC',
    },
    keywords: {
      'zh-CN': ['DOCX转PDF', '批量转换', '桌面版'],
      en: ['docx to pdf', 'bulk convert', 'desktop'],
    },
    pricing: conversion,
  },
  {
    code: 'word_to_image_desktop',
    name: { 'zh-CN': 'Word转图片（桌面版）', en: 'Word to image (desktop)' },
    description: {
      'zh-CN': '在电脑上批量把 Word 文档的页面转成图片',
      en: 'Turn the pages of Word documents into images in bulk on your PC',
    },
    keywords: {
      'zh-CN': ['Word转JPG', '批量转换', '桌面版'],
      en: ['docx to jpg', 'bulk convert', 'desktop'],
    },
    pricing: conversion,
  },
  {
    code: 'word_merge_desktop',
    name: { 'zh-CN': 'Word合并（桌面版）', en: 'Merge Word documents (desktop)' },
    description: {
      'zh-CN': '在电脑上把多个 Word 文档合并成一个',
      en: 'Combine several Word documents into one on your PC',
    },
    keywords: {
      'zh-CN': ['合并', '拼接', '桌面版'],
      en: ['combine', 'join', 'desktop'],
    },
    pricing: localWork,
  },
]);
