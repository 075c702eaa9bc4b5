import type { ToolLocales } from '../../../framework/define-tool.ts';
import { videoKitStrings } from '../kit/video/strings.ts';

export const locales = {
  'zh-CN': {
    ...videoKitStrings['zh-CN'],
    choose: '选择视频',
    replace: '换一个视频',
    target: '转换为',
    codecs: {
      mp4: 'H.264 视频 + AAC 音频，几乎所有设备都能播放。编码相同的轨道直接复制，不重新编码。',
      webm: 'VP9 视频 + Opus 音频，适合网页。',
      mov: 'H.264 视频 + AAC 音频，苹果设备常用的格式。',
      mkv: 'H.264 视频 + AAC 音频，放在 Matroska 容器里。',
    },
    run: '开始转换',
    working: '正在转换…',
  },
  en: {
    ...videoKitStrings.en,
    choose: 'Choose a video',
    replace: 'Choose another video',
    target: 'Convert to',
    codecs: {
      mp4: 'H.264 video + AAC sound, plays almost everywhere. Tracks already in these codecs are copied, not re-encoded.',
      webm: 'VP9 video + Opus sound, made for the web.',
      mov: 'H.264 video + AAC sound, the format Apple devices use.',
      mkv: 'H.264 video + AAC sound in a Matroska container.',
    },
    run: 'Convert',
    working: 'Converting…',
  },
} satisfies ToolLocales;
