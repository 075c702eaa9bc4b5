import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales = {
  'zh-CN': {
    run: '去除水印',
    note: '在预览画面上拖动鼠标，框出水印或台标（可以框多个）。服务器会用周围的画面填补选框，声音保持不变。结果在付费前带有水印。',
    draw: '在画面上拖动，框出要去除的水印',
    boxes: '已框选 {{count}} 处',
    box: '选框 {{n}}：{{w}}×{{h}}，位置 ({{x}}, {{y}})',
    remove: '删除选框 {{n}}',
    clear: '清除全部选框',
    needBox: '请先在预览画面上框出水印的位置',
    tooMany: '最多框选 {{max}} 处',
  },
  en: {
    run: 'Remove watermark',
    note: 'Drag on the preview to draw a box over the watermark or logo (several if needed). The server fills each box from the picture around it; the sound stays as it is. The result is watermarked until paid.',
    draw: 'Drag on the picture to box the watermark to remove',
    boxes: 'Boxes drawn: {{count}}',
    box: 'Box {{n}}: {{w}}×{{h}} at ({{x}}, {{y}})',
    remove: 'Remove box {{n}}',
    clear: 'Clear all boxes',
    needBox: 'Draw a box over the watermark on the preview first.',
    tooMany: 'Boxes: {{max}} at most',
  },
} satisfies ToolLocales;
