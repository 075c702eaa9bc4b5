import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales: ToolLocales = {
  'zh-CN': {
    convert: '转换为 PDF',
    note: '文档会上传到本站服务器，用 LibreOffice 转换；文件保留数天后自动删除。',
  },
  en: {
    convert: 'Convert to PDF',
    note: 'The document is uploaded to this site’s server and converted with LibreOffice; files are deleted after a few days.',
  },
};
