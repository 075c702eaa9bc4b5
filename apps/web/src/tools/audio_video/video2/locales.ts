import type { ToolLocales } from '../../../framework/define-tool.ts';
import { videoKitStrings } from '../kit/video/strings.ts';

export const locales = {
  'zh-CN': {
    ...videoKitStrings['zh-CN'],
    choose: '选择视频',
    replace: '换一个视频',
    level: '压缩程度',
    levels: {
      light: '轻度（最长边 1920，画质最好）',
      medium: '中等（最长边 1280）',
      strong: '强力（最长边 854，文件最小）',
    },
    run: '压缩视频',
    working: '正在压缩…',
    note: '{{width}}×{{height}}，视频 {{kbps}} kbps，比原文件小 {{saved}}%',
  },
  en: {
    ...videoKitStrings.en,
    choose: 'Choose a video',
    replace: 'Choose another video',
    level: 'How much to compress',
    levels: {
      light: 'Light (long side up to 1920, best picture)',
      medium: 'Medium (long side up to 1280)',
      strong: 'Strong (long side up to 854, smallest file)',
    },
    run: 'Compress video',
    working: 'Compressing…',
    note: '{{width}}×{{height}}, video {{kbps}} kbit/s, {{saved}}% smaller than the original',
  },
} satisfies ToolLocales;
