import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales = {
  'zh-CN': {
    mode: '转换方向',
    modes: { encode: '图片 → Base64', decode: 'Base64 → 图片' },
    chooseImage: '选择图片',
    imageHint: '支持 PNG、JPG、GIF、WebP、SVG、ICO 等，可拖放或粘贴截图',
    preview: '预览',
    info: '{{name}} · {{width}}×{{height}} · {{size}} · Data URL 共 {{length, number}} 个字符',
    snippets: { dataUrl: 'Data URL', base64: '纯 Base64', css: 'CSS 背景', html: 'HTML <img> 标签' },
    large: '图片较大（Data URL 超过 {{size}}），嵌入网页会让页面变慢，建议先压缩。',
    truncated: '内容过长，只显示前 {{count, number}} 个字符；复制时包含全部内容。',
    input: 'Base64 或 Data URL',
    inputPlaceholder: '粘贴图片的 Base64 字符串，或以 data:image/ 开头的 Data URL',
    detected: '{{type}} 图片 · {{width}}×{{height}} · {{size}}',
    download: '下载 {{name}}',
    notImage: '解码成功，但这不是图片（识别为 {{type}}）。其他文件请用“文件 Base64 转换”。',
    loadFailed: '解码后的数据无法作为图片显示，可能已损坏或不完整。',
    base64Errors: {
      empty: '没有可解码的内容。',
      badChar: '第 {{position, number}} 个字符“{{found}}”不是有效的 Base64 字符。',
      badLength: 'Base64 长度不对，可能是复制时少了一部分。',
    },
  },
  en: {
    mode: 'Direction',
    modes: { encode: 'Image → Base64', decode: 'Base64 → image' },
    chooseImage: 'Choose an image',
    imageHint: 'PNG, JPG, GIF, WebP, SVG, ICO and more; drop a file or paste a screenshot',
    preview: 'Preview',
    info: '{{name}} · {{width}}×{{height}} · {{size}} · data URL of $t(counts.characters, {"count": {{length}} })',
    snippets: { dataUrl: 'Data URL', base64: 'Plain Base64', css: 'CSS background', html: 'HTML <img> tag' },
    large:
      'This image is large (data URL over {{size}}): embedding it slows pages down; consider compressing it first.',
    truncated:
      'Too long to show in full: the first $t(counts.characters, {"count": {{count}} }) are shown; copying gives everything.',
    input: 'Base64 or data URL',
    inputPlaceholder: 'Paste the Base64 of an image, or a data URL starting with data:image/',
    detected: '{{type}} image · {{width}}×{{height}} · {{size}}',
    download: 'Download {{name}}',
    notImage:
      'Decoded, but this is not an image (it looks like {{type}}). Use “File to Base64” for other files.',
    loadFailed: 'The decoded data cannot be shown as an image: it may be damaged or incomplete.',
    base64Errors: {
      empty: 'There is nothing to decode.',
      badChar: 'Character {{position, number}} (“{{found}}”) is not valid Base64.',
      badLength: 'The Base64 has the wrong length: part of it may be missing.',
    },
  },
} satisfies ToolLocales;
