/**
 * Strings of the merge-list kit (file picker labels, the rows, their buttons and announcements), spread
 * into the locales of every tool that uses `PdfFileList`. A tool overrides any of them with its own
 * wording (invoice_pdf_merge says "invoices") and adds its run button, progress and result strings.
 * Files that cannot be used show the shared `errors.pdf_encrypted` / `errors.pdf_unreadable`.
 */
export const mergeListStrings = {
  'zh-CN': {
    choose: '选择 PDF 文件',
    addMore: '添加更多 PDF',
    hint: '把 PDF 拖到这里，或按 Ctrl+V 粘贴。文件只在你的浏览器里处理，不会上传。',
    listLabel: '待合并的文件（按合并顺序）',
    fileCount_one: '{{count}} 个文件',
    fileCount_other: '{{count}} 个文件',
    pageCount_one: '{{count, number}} 页',
    pageCount_other: '{{count, number}} 页',
    reading: '正在读取…',
    encrypted: '已加密',
    unreadable: '无法读取',
    drag: '拖动以调整 {{name}} 的顺序',
    moveUp: '上移 {{name}}',
    moveDown: '下移 {{name}}',
    remove: '移除 {{name}}',
    moved: '{{name}} 已移到第 {{position}} 位',
    clear: '全部移除',
    privacy: '全部在本机完成：文件不会离开你的设备。',
  },
  en: {
    choose: 'Choose PDF files',
    addMore: 'Add more PDFs',
    hint: 'Drop PDFs here or paste them with Ctrl+V. They are processed in your browser and never uploaded.',
    listLabel: 'Files to merge, in order',
    fileCount_one: '{{count}} file',
    fileCount_other: '{{count}} files',
    pageCount_one: '{{count, number}} page',
    pageCount_other: '{{count, number}} pages',
    reading: 'Reading…',
    encrypted: 'Encrypted',
    unreadable: 'Cannot be read',
    drag: 'Drag to reorder {{name}}',
    moveUp: 'Move {{name}} up',
    moveDown: 'Move {{name}} down',
    remove: 'Remove {{name}}',
    moved: '{{name}} moved to position {{position}}',
    clear: 'Remove all',
    privacy: 'Everything happens on this device: your files are never uploaded.',
  },
};
