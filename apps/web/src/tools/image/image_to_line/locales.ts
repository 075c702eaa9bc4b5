import type { ToolLocales } from '../../../framework/define-tool.ts';
import { imageBatchStrings } from '../../../features/image-batch/locales.ts';
import { geometryStrings } from '../kit/image-geometry/locales.ts';

export const locales = {
  'zh-CN': {
    ...imageBatchStrings['zh-CN'],
    ...geometryStrings['zh-CN'],
    settings: '线稿设置',
    style: '风格',
    styles: { pencil: '铅笔素描', lineart: '干净线稿' },
    styleHints: {
      pencil: '像用铅笔画的素描：柔和的笔触和明暗。',
      lineart: '只留下清晰的黑色轮廓线，适合上色、描图。',
    },
    strength: '浓淡：{{value}}',
    strengthHint: '越往右，线条越多、越深。',
    previewAlt: '{{name}} 转成线稿的预览',
    previewNote: '预览：{{name}}（缩小显示，下载的是原尺寸）',
    previewing: '正在生成预览…',
    run_one: '转换 {{count, number}} 张图片',
    run_other: '转换 {{count, number}} 张图片',
    zipName: '线稿.zip',
  },
  en: {
    ...imageBatchStrings.en,
    ...geometryStrings.en,
    settings: 'Line drawing settings',
    style: 'Style',
    styles: { pencil: 'Pencil sketch', lineart: 'Clean line art' },
    styleHints: {
      pencil: 'Like a pencil drawing: soft strokes and shading.',
      lineart: 'Only clear black outlines, ready to colour in or trace.',
    },
    strength: 'Strength: {{value}}',
    strengthHint: 'Further right gives more and darker lines.',
    previewAlt: 'Preview of {{name}} as a drawing',
    previewNote: 'Preview of {{name}} (smaller; the download is full size)',
    previewing: 'Drawing the preview…',
    run_one: 'Convert {{count, number}} image',
    run_other: 'Convert {{count, number}} images',
    zipName: 'line-drawings.zip',
  },
} satisfies ToolLocales;
