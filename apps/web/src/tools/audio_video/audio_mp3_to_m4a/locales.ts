import type { ToolLocales } from '../../../framework/define-tool.ts';
import { audioStrings } from '../kit/audio/strings.ts';

export const locales = {
  'zh-CN': {
    ...audioStrings['zh-CN'],
    choose: '选择 MP3 文件',
    hint: '拖入或选择一个 MP3 文件，转换成 M4A。文件只在你的浏览器里处理，不会上传。',
    run: '转换为 M4A',
  },
  en: {
    ...audioStrings.en,
    choose: 'Choose an MP3 file',
    hint: 'Drop or choose an MP3 file to convert to M4A. It is processed in your browser and never uploaded.',
    run: 'Convert to M4A',
  },
} satisfies ToolLocales;
