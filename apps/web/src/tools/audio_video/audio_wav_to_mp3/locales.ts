import type { ToolLocales } from '../../../framework/define-tool.ts';
import { audioStrings } from '../kit/audio/strings.ts';

export const locales = {
  'zh-CN': {
    ...audioStrings['zh-CN'],
    choose: '选择 WAV 文件',
    hint: '拖入或选择一个 WAV 文件，转换成 MP3。文件只在你的浏览器里处理，不会上传。',
    run: '转换为 MP3',
  },
  en: {
    ...audioStrings.en,
    choose: 'Choose a WAV file',
    hint: 'Drop or choose a WAV file to convert to MP3. It is processed in your browser and never uploaded.',
    run: 'Convert to MP3',
  },
} satisfies ToolLocales;
