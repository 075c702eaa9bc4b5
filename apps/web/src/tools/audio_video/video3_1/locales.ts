import type { ToolLocales } from '../../../framework/define-tool.ts';
import { videoKitStrings } from '../kit/video/strings.ts';

export const locales = {
  'zh-CN': {
    ...videoKitStrings['zh-CN'],
    errors: { ...videoKitStrings['zh-CN'].errors, watermark_empty: '请先填写水印文字。' },
    choose: '选择视频',
    replace: '换一个视频',
    text: '水印文字',
    corner: '位置',
    corners: {
      'bottom-right': '右下',
      'bottom-left': '左下',
      'top-right': '右上',
      'top-left': '左上',
      center: '居中',
    },
    size: '文字高度（占画面高度）',
    opacity: '不透明度',
    run: '添加水印',
    working: '正在添加水印…',
  },
  en: {
    ...videoKitStrings.en,
    errors: { ...videoKitStrings.en.errors, watermark_empty: 'Type the watermark text first.' },
    choose: 'Choose a video',
    replace: 'Choose another video',
    text: 'Watermark text',
    corner: 'Position',
    corners: {
      'bottom-right': 'Bottom right',
      'bottom-left': 'Bottom left',
      'top-right': 'Top right',
      'top-left': 'Top left',
      center: 'Centre',
    },
    size: 'Text height (share of the picture)',
    opacity: 'Opacity',
    run: 'Add watermark',
    working: 'Adding the watermark…',
  },
} satisfies ToolLocales;
