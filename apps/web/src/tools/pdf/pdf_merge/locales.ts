import type { ToolLocales } from '../../../framework/define-tool.ts';
import { mergeListStrings } from '../kit/pdf-merge/locales.ts';

export const locales = {
  'zh-CN': {
    ...mergeListStrings['zh-CN'],
    sortByName: '按文件名排序',
    needTwo: '至少添加两个 PDF 文件才能合并。',
    merge: '合并 PDF',
    merging: '正在合并… 已处理 {{done}} / {{total}} 个文件',
    skipped: '以下文件未合并：',
    nothingMerged: '没有可以合并的文件。',
  },
  en: {
    ...mergeListStrings.en,
    sortByName: 'Sort by name',
    needTwo: 'Add at least two PDF files to merge.',
    merge: 'Merge PDF',
    merging: 'Merging… {{done}} of $t(counts.files, {"count": {{total}} })',
    skipped: 'These files were left out:',
    nothingMerged: 'None of the files could be merged.',
  },
} satisfies ToolLocales;
