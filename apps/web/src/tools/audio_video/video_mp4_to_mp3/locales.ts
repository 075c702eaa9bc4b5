import type { ToolLocales } from '../../../framework/define-tool.ts';
import { videoKitStrings } from '../kit/video/strings.ts';

export const locales = {
  'zh-CN': {
    ...videoKitStrings['zh-CN'],
    choose: '选择视频',
    replace: '换一个视频',
    bitrate: 'MP3 码率',
    limits: 'MP3 最多 2 个声道、48 kHz：5.1 声道会混成立体声，更高的采样率会降到 48 kHz。',
    run: '提取 MP3',
    working: '正在提取音频…',
    note: '{{kbps}} kbps，{{channels}} 声道，{{rate}} Hz',
  },
  en: {
    ...videoKitStrings.en,
    choose: 'Choose a video',
    replace: 'Choose another video',
    bitrate: 'MP3 bitrate',
    limits:
      'MP3 holds at most 2 channels at 48 kHz: 5.1 sound is mixed down to stereo, higher rates go down to 48 kHz.',
    run: 'Extract MP3',
    working: 'Extracting the sound…',
    note: '{{kbps}} kbit/s, channels: {{channels}}, {{rate}} Hz',
  },
} satisfies ToolLocales;
