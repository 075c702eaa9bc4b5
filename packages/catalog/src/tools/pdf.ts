import type { ToolDef } from '../types.ts';
import { defineTools, perPage } from './define.ts';

export const pdfTools: ToolDef[] = defineTools('pdf', [
  {
    code: 'pdf_merge',
    name: { 'zh-CN': 'PDF合并', en: 'Merge PDF' },
    description: {
      'zh-CN': '把多个 PDF 按顺序合并成一个文件',
      en: 'Combine several PDFs into one, in the order you choose',
    },
    keywords: {
      'zh-CN': ['合并', '拼接', '组合', '合成', '多个PDF合一'],
      en: ['combine', 'join', 'concatenate', 'merge pdf'],
    },
    wang: true,
    built: true,
  },
  {
    code: 'pdf_merge_adv',
    name: { 'zh-CN': 'PDF高级合并', en: 'Advanced PDF merge' },
    description: {
      'zh-CN': '从多个 PDF 中挑选页面、自由排序后合并成一个文件',
      en: 'Pick pages from several PDFs, reorder them and merge them into one',
    },
    keywords: { 'zh-CN': ['合并', '拼接', '选页合并', '页面排序'], en: ['combine', 'join', 'reorder pages'] },
    built: true,
  },
  {
    code: 'invoice_pdf_merge',
    name: { 'zh-CN': '发票合并打印', en: 'Merge invoices for printing' },
    description: {
      'zh-CN': '把多张电子发票 PDF 排到 A4 纸上，一次打印完',
      en: 'Lay out several e-invoice PDFs on A4 pages so you can print them in one go',
    },
    keywords: {
      'zh-CN': ['发票', '电子发票', '发票打印', '报销', '合并'],
      en: ['invoice', 'e-invoice', 'receipt', 'reimbursement', 'print', 'combine'],
    },
    built: true,
  },
  {
    code: 'pdf_split',
    name: { 'zh-CN': 'PDF拆分', en: 'Split PDF' },
    description: {
      'zh-CN': '按单页、固定页数或自定义页码范围把 PDF 拆成多个文件',
      en: 'Split a PDF into several files by single pages, fixed intervals or custom page ranges',
    },
    keywords: { 'zh-CN': ['拆分', '分割', '切分', '拆开'], en: ['separate', 'divide', 'break apart'] },
    built: true,
  },
  {
    code: 'pdf_to_image',
    name: { 'zh-CN': 'PDF转图片', en: 'PDF to image' },
    description: {
      'zh-CN': '把 PDF 的每一页转换成 JPG 或 PNG 图片',
      en: 'Turn each page of a PDF into a JPG or PNG image',
    },
    keywords: {
      'zh-CN': ['PDF转JPG', 'PDF转PNG', '转图片', '导出图片'],
      en: ['pdf to jpg', 'pdf to png', 'convert', 'export pages'],
    },
    built: true,
  },
  {
    code: 'pdf_batch_to_image',
    name: { 'zh-CN': 'PDF批量转图片', en: 'Batch PDF to image' },
    description: {
      'zh-CN': '一次把多个 PDF 的全部页面转换成图片，打包下载',
      en: 'Convert the pages of many PDFs to images at once and download them as a ZIP',
    },
    keywords: {
      'zh-CN': ['批量', 'PDF转JPG', 'PDF转PNG', '多个文件'],
      en: ['bulk', 'multiple files', 'pdf to jpg', 'convert'],
    },
    built: true,
  },
  {
    code: 'pdf_image_to_pdf',
    name: { 'zh-CN': '图片转PDF', en: 'Images to PDF' },
    description: {
      'zh-CN': '把多张 JPG、PNG 图片按顺序合成一个 PDF',
      en: 'Turn JPG and PNG images into a single PDF, in the order you choose',
    },
    keywords: {
      'zh-CN': ['JPG转PDF', 'PNG转PDF', '照片转PDF', '图片合成PDF'],
      en: ['jpg to pdf', 'png to pdf', 'photos to pdf', 'convert'],
    },
    built: true,
  },
  {
    code: 'pdf_to_word',
    name: { 'zh-CN': 'PDF转Word', en: 'PDF to Word' },
    description: {
      'zh-CN': '把 PDF 转换成可编辑的 Word 文档，尽量保留原有排版',
      en: 'Convert a PDF into an editable Word document that keeps the original layout',
    },
    keywords: {
      'zh-CN': ['PDF转DOC', 'PDF转DOCX', '转Word', '可编辑'],
      en: ['pdf to docx', 'pdf to doc', 'convert', 'editable'],
    },
    // Charged by the page: 2 credits a page after two free conversions a day.
    pricing: perPage(2, 2),
    wang: true,
    built: true,
  },
  {
    code: 'pdf_extract_image',
    name: { 'zh-CN': 'PDF提取图片', en: 'Extract images from PDF' },
    description: {
      'zh-CN': '把 PDF 中嵌入的图片逐张导出保存',
      en: 'Save the images embedded in a PDF as separate files',
    },
    keywords: {
      'zh-CN': ['提取图片', '导出图片', '抽取图片'],
      en: ['pull out images', 'export images', 'save pictures'],
    },
    built: true,
  },
  {
    code: 'pdf_batch_extract_image',
    name: { 'zh-CN': 'PDF批量提取图片', en: 'Batch extract images from PDFs' },
    description: {
      'zh-CN': '一次从多个 PDF 中导出全部图片，打包下载',
      en: 'Export the images from many PDFs at once and download them as a ZIP',
    },
    keywords: { 'zh-CN': ['批量', '提取图片', '导出图片'], en: ['bulk', 'multiple files', 'export images'] },
    built: true,
  },
  {
    code: 'pdf_text_extract',
    name: { 'zh-CN': 'PDF提取文字', en: 'Extract text from PDF' },
    description: {
      'zh-CN': '提取 PDF 中的文字内容，可直接复制或保存为 TXT',
      en: 'Pull the text out of a PDF to copy it or save it as TXT',
    },
    keywords: { 'zh-CN': ['PDF转TXT', '提取文本', '复制文字'], en: ['pdf to txt', 'copy text', 'get text'] },
    built: true,
  },
  {
    code: 'pdf_page_extract',
    name: { 'zh-CN': 'PDF提取页面', en: 'Extract PDF pages' },
    description: {
      'zh-CN': '把 PDF 中选定的页面另存为一个新文件',
      en: 'Save the pages you select from a PDF as a new file',
    },
    keywords: { 'zh-CN': ['抽页', '选取页面', '提取页'], en: ['select pages', 'pick pages', 'save pages'] },
    built: true,
  },
  {
    code: 'pdf_page_del',
    name: { 'zh-CN': 'PDF删除页面', en: 'Delete PDF pages' },
    description: {
      'zh-CN': '从 PDF 中删除不需要的页面',
      en: 'Remove the pages you do not need from a PDF',
    },
    keywords: { 'zh-CN': ['删页', '删除页', '去掉页面', '移除页面'], en: ['remove pages', 'delete pages'] },
    built: true,
  },
  {
    code: 'pdf_rotate',
    name: { 'zh-CN': 'PDF旋转', en: 'Rotate PDF' },
    description: {
      'zh-CN': '把 PDF 的全部或指定页面旋转 90°、180° 或 270°',
      en: 'Rotate all or selected pages of a PDF by 90, 180 or 270 degrees',
    },
    keywords: { 'zh-CN': ['旋转', '翻转', '横竖调整'], en: ['turn', 'orientation', 'landscape', 'portrait'] },
    built: true,
  },
  {
    code: 'pdf_add_page_num',
    name: { 'zh-CN': 'PDF添加页码', en: 'Add page numbers to PDF' },
    description: {
      'zh-CN': '给 PDF 加上页码，可选位置、起始数字和样式',
      en: 'Number the pages of a PDF with your choice of position, start number and style',
    },
    keywords: { 'zh-CN': ['页码', '编页码', '页码编号'], en: ['page numbering', 'paginate', 'number pages'] },
    built: true,
  },
  {
    code: 'pdf_compress',
    name: { 'zh-CN': 'PDF压缩', en: 'Compress PDF' },
    description: {
      'zh-CN': '减小 PDF 文件体积，方便上传和发送',
      en: 'Make a PDF smaller so it is easier to upload and send',
    },
    keywords: {
      'zh-CN': ['压缩', '缩小', '减小体积', '瘦身'],
      en: ['reduce size', 'shrink', 'optimize', 'smaller'],
    },
    built: true,
  },
  {
    code: 'pdf_unlock',
    name: { 'zh-CN': 'PDF解密', en: 'Unlock PDF' },
    description: {
      'zh-CN': '去除 PDF 的密码保护及编辑、打印限制（需知道打开密码）',
      en: 'Remove password protection and editing or printing limits from a PDF you can open',
    },
    keywords: {
      'zh-CN': ['解锁', '去密码', '解除限制', '取消保护'],
      en: ['remove password', 'decrypt', 'unprotect', 'unlock'],
    },
    built: true,
  },
]);
