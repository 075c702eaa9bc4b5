import type { ToolLocales } from '../../../framework/define-tool.ts';
import { geometryStrings } from '../kit/image-geometry/locales.ts';

export const locales = {
  'zh-CN': {
    ...geometryStrings['zh-CN'],
    choose: '选择图片',
    hint: '拖到这里或按 Ctrl+V 粘贴。',
    presets: '常用宫格',
    preset: {
      nine: '九宫格 3×3',
      four: '四宫格 2×2',
      row3: '横切 3 张',
      col3: '竖切 3 张',
      six: '六宫格 2×3',
    },
    rows: '行数',
    cols: '列数',
    square: '先从中间裁成正比例，让每格都是正方形（发朋友圈、小红书）',
    tiles_one: '{{count}} 张小图，约 {{width}} × {{height}} 像素',
    tiles_other: '{{count}} 张小图，每张约 {{width}} × {{height}} 像素，从左上角按行编号',
    tooFine: '行数或列数太多：每格至少要 1 像素，最多 20 行 20 列。',
    run_one: '切成 {{count}} 张',
    run_other: '切成 {{count}} 张',
    working: '正在切图…',
    errors: { grid_too_fine: '行数或列数太多：每格至少要 1 像素，最多 20 行 20 列。' },
  },
  en: {
    ...geometryStrings.en,
    choose: 'Choose an image',
    hint: 'Drop it here or paste with Ctrl+V.',
    presets: 'Common grids',
    preset: { nine: 'Nine-grid 3×3', four: 'Four 2×2', row3: '3 across', col3: '3 down', six: 'Six 2×3' },
    rows: 'Rows',
    cols: 'Columns',
    square: 'Crop the centre first so every tile is square (for social posts)',
    tiles_one: '{{count}} tile of about {{width}} × {{height}} px',
    tiles_other: '{{count}} tiles of about {{width}} × {{height}} px, numbered row by row from the top left',
    tooFine: 'Too many rows or columns: a tile needs at least 1 pixel, and a grid at most 20 × 20.',
    run_one: 'Cut into {{count}} tile',
    run_other: 'Cut into {{count}} tiles',
    working: 'Cutting…',
    errors: {
      grid_too_fine: 'Too many rows or columns: a tile needs at least 1 pixel, and a grid at most 20 × 20.',
    },
  },
} satisfies ToolLocales;
