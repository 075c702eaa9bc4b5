import type { ToolLocales } from '../../../framework/define-tool.ts';
import { geometryStrings } from '../kit/image-geometry/locales.ts';

export const locales = {
  'zh-CN': {
    ...geometryStrings['zh-CN'],
    choose: '选择长图',
    hint: '拖到这里或按 Ctrl+V 粘贴。长截图、长海报都可以。',
    axis: '切割方向',
    axes: { vertical: '从上到下切（竖长图）', horizontal: '从左到右切（横长图）' },
    by: '切割方式',
    modes: { count: '按张数平均切', size: '按每张高度/宽度', lines: '在指定位置切' },
    count: '切成几张',
    divisors: '长度 {{length}} 像素，能整除的张数：{{list}}',
    size: { vertical: '每张高度（像素）', horizontal: '每张宽度（像素）' },
    lines: {
      vertical: '切割位置（距顶部的像素，用逗号分隔）',
      horizontal: '切割位置（距左边的像素，用逗号分隔）',
    },
    linesHint: '例如 800, 1600；也可以直接点击预览图添加切割线。范围 1 到 {{length}}。',
    pieces_one: '切成 {{count}} 张（长 {{length}} 像素），红色虚线是切割位置',
    pieces_other: '切成 {{count}} 张（长 {{length}} 像素），红色虚线是切割位置',
    run_one: '切成 {{count}} 张',
    run_other: '切成 {{count}} 张',
    working: '正在切割…',
    errors: {
      split_invalid: '请输入整数：份数和长度至少为 1，切割位置要在图片范围内。',
      split_over_limit: '最多切成 {{max}} 张。',
    },
  },
  en: {
    ...geometryStrings.en,
    choose: 'Choose a long image',
    hint: 'Drop it here or paste with Ctrl+V. Long screenshots and posters both work.',
    axis: 'Direction',
    axes: { vertical: 'Top to bottom (a tall image)', horizontal: 'Left to right (a wide image)' },
    by: 'Split',
    modes: { count: 'Into equal pieces', size: 'By piece height or width', lines: 'At chosen lines' },
    count: 'Number of pieces',
    divisors: 'Length {{length}} px; counts that divide it evenly: {{list}}',
    size: { vertical: 'Height of each piece (px)', horizontal: 'Width of each piece (px)' },
    lines: {
      vertical: 'Cut positions (px from the top, comma separated)',
      horizontal: 'Cut positions (px from the left, comma separated)',
    },
    linesHint: 'For example 800, 1600; or click the preview to add a line. From 1 to {{length}}.',
    pieces_one: '{{count}} piece ({{length}} px long); the dashed red lines are the cuts',
    pieces_other: '{{count}} pieces ({{length}} px long); the dashed red lines are the cuts',
    run_one: 'Split into {{count}} piece',
    run_other: 'Split into {{count}} pieces',
    working: 'Splitting…',
    errors: {
      split_invalid:
        'Type whole numbers: a count and a size of at least 1, and cut positions inside the image.',
      split_over_limit: 'Too many pieces: the most a split makes is {{max}}.',
    },
  },
} satisfies ToolLocales;
