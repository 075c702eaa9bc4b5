import type { ToolLocales } from '../../../framework/define-tool.ts';

// Encrypted and damaged files use the shared `errors.pdf_encrypted` / `errors.pdf_unreadable`.
export const locales = {
  'zh-CN': {
    choose: '选择 PDF 文件',
    replace: '换一个 PDF',
    hint: '把 PDF 拖到这里，或按 Ctrl+V 粘贴。文件只在你的浏览器里处理，不会上传。',
    level: '压缩程度',
    levels: {
      low: '轻度（200 dpi，画质高，适合打印）',
      medium: '标准（150 dpi，推荐）',
      high: '强力（96 dpi，文件最小，适合屏幕阅读）',
    },
    levelHint: '图片会按它在页面上的显示尺寸缩小到所选分辨率并重新压缩；文字和矢量图形保持不变。',
    run: '压缩 PDF',
    working: '正在压缩…',
    progress: '已处理 {{done}} / {{total}} 张图片',
    before: '压缩前',
    after: '压缩后',
    saved: '减小了 {{percent}}%',
    kept: '这个文件已经很小，压缩后不会更小，因此保留原文件。',
    images_one: '{{changed}} / {{count}} 张图片已重新压缩',
    images_other: '{{changed}} / {{count}} 张图片已重新压缩',
    note: '{{pages}} 页 · 减小 {{percent}}%',
    noteKept: '{{pages}} 页 · 原文件',
    privacy: '全部在本机完成：文件不会离开你的设备。',
  },
  en: {
    choose: 'Choose a PDF file',
    replace: 'Choose another PDF',
    hint: 'Drop a PDF here or paste it with Ctrl+V. It is processed in your browser and never uploaded.',
    level: 'Compression',
    levels: {
      low: 'Light (200 dpi, high quality, for printing)',
      medium: 'Standard (150 dpi, recommended)',
      high: 'Strong (96 dpi, smallest file, for screens)',
    },
    levelHint:
      'Images are shrunk to the chosen resolution for the size they are shown at and re-encoded; text and vector graphics stay as they are.',
    run: 'Compress PDF',
    working: 'Compressing…',
    progress: '{{done}} of $t(counts.images, {"count": {{total}} }) done',
    before: 'Before',
    after: 'After',
    saved: '{{percent}}% smaller',
    kept: 'This file is already as small as we can make it, so the original is kept.',
    images_one: '{{changed}} of {{count}} image re-encoded',
    images_other: '{{changed}} of {{count}} images re-encoded',
    note: '$t(counts.pages, {"count": {{pages}} }) · {{percent}}% smaller',
    noteKept: '$t(counts.pages, {"count": {{pages}} }) · original',
    privacy: 'Everything happens on this device: your files are never uploaded.',
  },
} satisfies ToolLocales;
