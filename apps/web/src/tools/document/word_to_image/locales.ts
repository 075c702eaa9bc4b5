import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales: ToolLocales = {
  'zh-CN': {
    convert: '转换为图片',
    note: '文档会上传到本站服务器，用 LibreOffice 转换；文件保留数天后自动删除。',
    format: '图片格式',
    dpi: '清晰度',
    dpiValue: '{{dpi}} DPI',
    dpiHint: '数值越大图片越清晰，文件也越大。',
    pages: '页面预览',
    page: '第 {{page}} 页',
    pageName: '第 {{page}} 页：{{name}}',
    unzipFailed: '无法打开结果压缩包，请直接下载。',
  },
  en: {
    convert: 'Convert to images',
    note: 'The document is uploaded to this site’s server and converted with LibreOffice; files are deleted after a few days.',
    format: 'Image format',
    dpi: 'Resolution',
    dpiValue: '{{dpi}} DPI',
    dpiHint: 'Higher values give sharper, larger images.',
    pages: 'Page previews',
    page: 'Page {{page}}',
    pageName: 'Page {{page}}: {{name}}',
    unzipFailed: 'The result archive could not be opened here; download it instead.',
  },
};
