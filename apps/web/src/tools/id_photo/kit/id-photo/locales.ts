// Texts both ID-photo tools show (background picker, size limit, preview notes); each tool
// spreads them into its own locales.
const shared = {
  'zh-CN': {
    background: '背景',
    white: '白色',
    blue: '蓝色',
    red: '红色',
    anyColour: '其他颜色',
    gradient: '渐变',
    maxKB: '文件不超过（KB）',
    noLimit: '不限',
    previewNote: '预览带水印；付款或用积分购买后即可下载无水印的照片。',
    cleanNote: '已购买：这是无水印的照片。',
  },
  en: {
    background: 'Background',
    white: 'White',
    blue: 'Blue',
    red: 'Red',
    anyColour: 'Any colour',
    gradient: 'Gradient',
    maxKB: 'File at most (KB)',
    noLimit: 'No limit',
    previewNote: 'The preview is watermarked; pay or use credits to download the photo without it.',
    cleanNote: 'Paid: this is the photo without the watermark.',
  },
};

export const sharedLocales = shared;
