import type { ToolLocales } from '../../../framework/define-tool.ts';
import { mergeListStrings } from '../kit/pdf-merge/locales.ts';

// The file list is the merge-list kit's (PdfFileList), so its strings come along; the page list adds its own.
export const locales = {
  'zh-CN': {
    ...mergeListStrings['zh-CN'],
    listLabel: '已添加的 PDF 文件',
    pagesLabel: '输出页面（按顺序）',
    pagesHint: '拖动或用 ↑ ↓ 调整页面顺序，用 ✕ 去掉不要的页面。页面可以来自不同的文件。',
    pageOf: '{{name}} 第 {{n}} 页',
    pageMoved: '{{name}} 第 {{n}} 页已移到第 {{position}} 位',
    dragPage: '拖动以调整 {{name}} 第 {{n}} 页的顺序',
    movePageUp: '上移 {{name}} 第 {{n}} 页',
    movePageDown: '下移 {{name}} 第 {{n}} 页',
    removePage: '去掉 {{name}} 第 {{n}} 页',
    resetPages: '恢复全部页面',
    picked_one: '已选 {{count}} 页',
    picked_other: '已选 {{count}} 页',
    noPages: '没有选中的页面：添加 PDF 或点“恢复全部页面”。',
    merge: '合并所选页面',
    merging: '正在合并… 已读取 {{done}} / {{total}} 个文件',
    errors: { no_pages_picked: '请至少保留一页' },
  },
  en: {
    ...mergeListStrings.en,
    listLabel: 'PDF files added',
    pagesLabel: 'Output pages, in order',
    pagesHint:
      'Drag the pages or use ↑ ↓ to reorder them, ✕ to leave a page out. Pages may come from different files.',
    pageOf: '{{name}} page {{n}}',
    pageMoved: '{{name}} page {{n}} moved to position {{position}}',
    dragPage: 'Drag to reorder {{name}} page {{n}}',
    movePageUp: 'Move {{name}} page {{n}} up',
    movePageDown: 'Move {{name}} page {{n}} down',
    removePage: 'Leave out {{name}} page {{n}}',
    resetPages: 'Restore all pages',
    picked_one: '{{count}} page picked',
    picked_other: '{{count}} pages picked',
    noPages: 'No pages picked: add PDFs or restore all pages.',
    merge: 'Merge picked pages',
    merging: 'Merging… read {{done}} of $t(counts.files, {"count": {{total}} })',
    errors: { no_pages_picked: 'Keep at least one page' },
  },
} satisfies ToolLocales;
