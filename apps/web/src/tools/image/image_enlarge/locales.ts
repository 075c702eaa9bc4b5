import type { ToolLocales } from '../../../framework/define-tool.ts';
import { aiImageLocales as shared } from '../kit/ai-image/locales.ts';

export const locales: ToolLocales = {
  'zh-CN': {
    ...shared['zh-CN'],
    enlarge: '开始放大',
    note: '图片会上传到本站服务器，由超分辨率模型（RDN 神经网络，UpscalerJS 的 ESRGAN 权重）逐块放大，比普通插值放大更清晰。支持 JPG、PNG、WebP，结果保持原格式。',
    scale: '放大倍数',
    scale_2: '2 倍',
    scale_4: '4 倍',
  },
  en: {
    ...shared.en,
    enlarge: 'Enlarge',
    note: 'The image is uploaded to this site’s server and enlarged tile by tile by a super-resolution model (an RDN neural network, UpscalerJS’s ESRGAN weights): sharper than ordinary interpolation. JPG, PNG and WebP; the result keeps the format.',
    scale: 'Factor',
    scale_2: '2×',
    scale_4: '4×',
  },
};
