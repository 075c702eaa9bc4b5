import type { ToolLocales } from '../../../framework/define-tool.ts';
import { rangeStrings } from '../kit/video/range.tsx';
import { videoKitStrings } from '../kit/video/strings.ts';

export const locales = {
  'zh-CN': {
    ...videoKitStrings['zh-CN'],
    ...rangeStrings['zh-CN'],
    errors: {
      ...videoKitStrings['zh-CN'].errors,
      ...rangeStrings['zh-CN'].errors,
      gif_too_long: 'GIF 最长 {{max}}，请缩短所选片段。',
    },
    choose: '选择视频',
    replace: '换一个视频',
    fps: '帧率',
    fpsUnit: '帧/秒',
    width: '宽度',
    colours: '颜色数',
    tips: '建议帧率 8–15；宽度越小、颜色越少，文件越小。片段最长 {{max}}。',
    run: '生成 GIF',
    working: '正在生成 GIF…',
    note_other: '{{count}} 帧，{{width}}×{{height}}，{{fps}} 帧/秒，{{colours}} 色',
  },
  en: {
    ...videoKitStrings.en,
    ...rangeStrings.en,
    errors: {
      ...videoKitStrings.en.errors,
      ...rangeStrings.en.errors,
      gif_too_long: 'A GIF can be at most {{max}} long; choose a shorter stretch.',
    },
    choose: 'Choose a video',
    replace: 'Choose another video',
    fps: 'Frame rate',
    fpsUnit: 'fps',
    width: 'Width',
    colours: 'Colours',
    tips: '8–15 frames a second suit most GIFs; a smaller width and fewer colours make a smaller file. At most {{max}} long.',
    run: 'Make GIF',
    working: 'Making the GIF…',
    note_one: '{{count}} frame, {{width}}×{{height}}, {{fps}} fps, {{colours}} colours',
    note_other: '{{count}} frames, {{width}}×{{height}}, {{fps}} fps, {{colours}} colours',
  },
} satisfies ToolLocales;
