import type { ToolLocales } from '../../../framework/define-tool.ts';
import { audioStrings } from '../kit/audio/strings.ts';

export const locales = {
  'zh-CN': {
    ...audioStrings['zh-CN'],
    choose: '选择 MP3 文件',
    hint: '拖入或选择一个 MP3 文件，转换成 WAV。WAV 是无压缩格式，文件会比 MP3 大很多。文件只在你的浏览器里处理，不会上传。',
    run: '转换为 WAV',
  },
  en: {
    ...audioStrings.en,
    choose: 'Choose an MP3 file',
    hint: 'Drop or choose an MP3 file to convert to WAV. WAV is uncompressed: the file will be much larger than the MP3. It is processed in your browser and never uploaded.',
    run: 'Convert to WAV',
  },
} satisfies ToolLocales;
