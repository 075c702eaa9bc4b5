import type { ToolLocales } from '../../../framework/define-tool.ts';

// Encrypted / damaged files use the shared errors.pdf_encrypted / errors.pdf_unreadable.
export const locales = {
  'zh-CN': {
    choose: '选择 PDF 文件',
    another: '换一个 PDF',
    hint: '把 PDF 拖到这里，或按 Ctrl+V 粘贴。文件只在你的浏览器里处理，不会上传。',
    reading: '正在提取文字… 第 {{done}} / {{total}} 页',
    opening: '正在读取…',
    pageCount_one: '{{count, number}} 页',
    pageCount_other: '{{count, number}} 页',
    charCount: '{{count, number}} 个字符',
    textLabel: '提取的文字',
    pageMark: '—— 第 {{n}} 页 ——',
    download: '下载 TXT',
    emptyPages_one: '其中 {{count}} 页没有文字（可能是扫描图片）。',
    emptyPages_other: '其中 {{count}} 页没有文字（可能是扫描图片）。',
    privacy: '全部在本机完成：文件不会离开你的设备。',
    errors: {
      pdf_no_text: '这个 PDF 里没有可提取的文字，它可能是扫描件或纯图片。',
    },
  },
  en: {
    choose: 'Choose a PDF file',
    another: 'Choose another PDF',
    hint: 'Drop a PDF here or paste it with Ctrl+V. It is processed in your browser and never uploaded.',
    reading: 'Extracting text… page {{done}} of {{total}}',
    opening: 'Reading…',
    pageCount_one: '{{count, number}} page',
    pageCount_other: '{{count, number}} pages',
    charCount: '$t(counts.characters, {"count": {{count}} })',
    textLabel: 'Extracted text',
    pageMark: '— Page {{n}} —',
    download: 'Download TXT',
    emptyPages_one: '{{count}} page has no text (it may be a scanned image).',
    emptyPages_other: '{{count}} pages have no text (they may be scanned images).',
    privacy: 'Everything happens on this device: your files are never uploaded.',
    errors: {
      pdf_no_text: 'This PDF has no text to extract: it is probably a scan or made of images only.',
    },
  },
} satisfies ToolLocales;
