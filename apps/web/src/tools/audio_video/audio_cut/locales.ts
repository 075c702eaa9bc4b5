import type { ToolLocales } from '../../../framework/define-tool.ts';
import { audioStrings } from '../kit/audio/strings.ts';

export const locales = {
  'zh-CN': {
    ...audioStrings['zh-CN'],
    choose: '选择音频文件',
    hint: '拖入或选择一个音频文件（MP3、M4A、WAV、FLAC、OGG 等）。文件只在你的浏览器里处理，不会上传。',
    start: '开始时间',
    end: '结束时间',
    format: '导出格式',
    exact: '保留 {{length}}。剪辑按采样点精确切割（重新编码），不会对齐到帧。',
    run: '剪辑音频',
  },
  en: {
    ...audioStrings.en,
    choose: 'Choose an audio file',
    hint: 'Drop or choose an audio file (MP3, M4A, WAV, FLAC, OGG and more). It is processed in your browser and never uploaded.',
    start: 'Start',
    end: 'End',
    format: 'Save as',
    exact:
      'Keeps {{length}}. The cut is exact to the sample (the part is encoded again), not snapped to frames.',
    run: 'Cut audio',
  },
} satisfies ToolLocales;
