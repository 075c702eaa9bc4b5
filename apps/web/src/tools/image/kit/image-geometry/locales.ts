import { outputStrings } from '../../../../features/image-batch/output-options.tsx';

// Strings of the geometry kit (preview, output options): each tool spreads them into its locales,
// `...geometryStrings.en`, and may override any word.
export const geometryStrings = {
  'zh-CN': {
    ...outputStrings['zh-CN'],
    outputNote: '“保持原格式”时，出现透明部分的 JPG 结果会存为 PNG，以保留透明。',
    preview: {
      loading: '正在读取 {{name}}…',
      alt: '{{name}} 的预览',
      size: '{{width}} × {{height}} 像素',
    },
    privacy: '全部在本机完成：图片不会离开你的设备。',
  },
  en: {
    ...outputStrings.en,
    outputNote:
      'With "Same as original", a JPG result that gains transparent parts is saved as PNG to keep them.',
    preview: {
      loading: 'Reading {{name}}…',
      alt: 'Preview of {{name}}',
      size: '{{width}} × {{height}} px',
    },
    privacy: 'Everything happens on this device: your images are never uploaded.',
  },
};
