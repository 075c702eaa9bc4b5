import type { ToolLocales } from '../../../framework/define-tool.ts';
import { sharedLocales } from '../kit/id-photo/locales.ts';

export const locales: ToolLocales = {
  'zh-CN': {
    ...sharedLocales['zh-CN'],
    change: '更换背景',
    note: '照片会上传到本站服务器：识别人像并抠出发丝边缘，换成所选背景色，尺寸和分辨率保持不变。',
  },
  en: {
    ...sharedLocales.en,
    change: 'Change the background',
    note: 'The photo is uploaded to this site’s server: the person is cut out down to the hair and put on the chosen background; size and resolution stay the same.',
  },
};
