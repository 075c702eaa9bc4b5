import type { ToolLocales } from '../../../framework/define-tool.ts';
import { mergeListStrings } from '../kit/pdf-merge/locales.ts';

// The file rows are the merge-list kit's (features/pdf-merge): its strings come along, the invoice wording overrides them.
export const locales = {
  'zh-CN': {
    ...mergeListStrings['zh-CN'],
    choose: '选择发票 PDF',
    addMore: '添加更多发票',
    hint: '可一次选择多个电子发票 PDF，拖放或按 Ctrl+V 粘贴。文件只在你的浏览器里处理，不会上传。',
    listLabel: '发票文件（按排版顺序）',
    perSheet: '每张 A4 纸放',
    two: '2 张（上下排列）',
    four: '4 张（2×2 排列）',
    cutLines: '画裁剪虚线',
    notes: '每个文件的每一页都会排上；横竖方向和裁剪框按 PDF 的设置摆正，按比例缩放，不会变形。',
    run: '排版发票',
    working: '正在排版… 已处理 {{done}} / {{total}} 个文件',
    sheets_one: '{{count, number}} 张 A4',
    sheets_other: '{{count, number}} 张 A4',
    skipped: '以下文件未排入：',
    nothing: '没有可以排版的文件。',
  },
  en: {
    ...mergeListStrings.en,
    choose: 'Choose invoice PDFs',
    addMore: 'Add more invoices',
    hint: 'Pick several e-invoice PDFs at once, drop them here or paste with Ctrl+V. They are processed in your browser and never uploaded.',
    listLabel: 'Invoice files, in layout order',
    perSheet: 'Invoices per A4 sheet',
    two: '2 (top and bottom)',
    four: '4 (two by two)',
    cutLines: 'Draw dashed cut lines',
    notes:
      'Every page of every file is placed, turned upright as the PDF says (rotation and crop box) and scaled to fit without distortion.',
    run: 'Lay out invoices',
    working: 'Laying out… {{done}} of $t(counts.files, {"count": {{total}} })',
    sheets_one: '{{count, number}} A4 sheet',
    sheets_other: '{{count, number}} A4 sheets',
    skipped: 'These files were left out:',
    nothing: 'None of the files could be used.',
  },
} satisfies ToolLocales;
