import type { ToolLocales } from '../../../framework/define-tool.ts';

// Encrypted / damaged files use the shared errors.pdf_encrypted / errors.pdf_unreadable.
export const locales = {
  'zh-CN': {
    choose: '选择 PDF 文件',
    another: '换一个 PDF',
    hint: '把 PDF 拖到这里，或按 Ctrl+V 粘贴。文件只在你的浏览器里处理，不会上传。',
    working: '正在提取图片… 第 {{done}} / {{total}} 页',
    found_one: '找到 {{count}} 张图片',
    found_other: '找到 {{count}} 张图片',
    rendered: '第 {{pages}} 页的图片格式无法直接导出，已按 1.5 倍清晰度把整页保存为图片。',
    jpegNote: 'JPG 图片按原样导出，不会重新压缩；其他图片保存为 PNG（保留透明度）。',
    privacy: '全部在本机完成：文件不会离开你的设备。',
    errors: {
      pdf_no_image: 'PDF文件[{{name}}]中没有图片',
    },
  },
  en: {
    choose: 'Choose a PDF file',
    another: 'Choose another PDF',
    hint: 'Drop a PDF here or paste it with Ctrl+V. It is processed in your browser and never uploaded.',
    working: 'Extracting images… page {{done}} of {{total}}',
    found_one: '{{count}} image found',
    found_other: '{{count}} images found',
    rendered:
      'The images on page {{pages}} are in a format that cannot be exported as is: the whole page was saved as an image at 1.5× instead.',
    jpegNote:
      'JPG images are exported exactly as stored, without recompression; the others are saved as PNG (transparency kept).',
    privacy: 'Everything happens on this device: your files are never uploaded.',
    errors: {
      pdf_no_image: 'PDF file [{{name}}] contains no images',
    },
  },
} satisfies ToolLocales;
