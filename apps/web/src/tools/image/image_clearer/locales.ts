import type { ToolLocales } from '../../../framework/define-tool.ts';
import { aiImageLocales as shared } from '../kit/ai-image/locales.ts';

export const locales: ToolLocales = {
  'zh-CN': {
    ...shared['zh-CN'],
    clear: '开始变清晰',
    note: '照片会上传到本站服务器处理。这里用的是经典图像算法，不是神经网络：先估计噪点强度并保边降噪，再做两级锐化，锐化幅度不超过邻近像素的范围，因此不会出现白边光晕。对轻微模糊、有噪点的手机照片效果最好；严重失焦的照片无法复原。',
    strength: '强度',
    strength_low: '轻度',
    strength_medium: '标准',
    strength_high: '强力',
  },
  en: {
    ...shared.en,
    clear: 'Make it clearer',
    note: 'The photo is processed on this site’s server with classical image filters, not a neural network: the noise level is measured and removed along the edges, then the photo is sharpened at two scales, never past the range of the neighbouring pixels, so no halos appear. Best on slightly soft or grainy phone photos; a badly out-of-focus photo cannot be recovered.',
    strength: 'Strength',
    strength_low: 'Light',
    strength_medium: 'Standard',
    strength_high: 'Strong',
  },
};
