import type { ToolLocales } from '../../../framework/define-tool.ts';
import { videoKitStrings } from '../kit/video/strings.ts';

export const locales = {
  'zh-CN': {
    ...videoKitStrings['zh-CN'],
    choose: '选择视频',
    replace: '换一个视频',
    speed: '播放速度',
    pitch: '声音随速度一起变快或变慢，音调也会随之升高或降低。',
    run: '改变速度',
    working: '正在处理…',
    note: '{{speed}} 倍速，时长 {{duration}}',
  },
  en: {
    ...videoKitStrings.en,
    choose: 'Choose a video',
    replace: 'Choose another video',
    speed: 'Speed',
    pitch: 'The sound speeds up or slows down too, and its pitch rises or falls with it.',
    run: 'Change speed',
    working: 'Working…',
    note: '{{speed}}× speed, length {{duration}}',
  },
} satisfies ToolLocales;
