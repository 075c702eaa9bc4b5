import type { ToolLocales } from '../../../framework/define-tool.ts';
import { sharedLocales as shared } from '../kit/id-photo/locales.ts';

export const locales: ToolLocales = {
  'zh-CN': {
    ...shared['zh-CN'],
    make: '制作证件照',
    note: '照片会上传到本站服务器：自动识别人脸、摆正头部、按所选标准裁剪并更换背景。需要单人、正面、完整头部和肩膀的照片；请摘下帽子（宗教头巾除外），大多数证件照要求免冠。',
    size: '尺寸',
    sizeLabel: '{{name}}（{{w}}×{{h}} 毫米，{{pw}}×{{ph}} 像素）',
    custom: '自定义尺寸',
    widthMm: '宽（毫米）',
    heightMm: '高（毫米）',
    dpi: '分辨率（DPI）',
    pixels: '输出 {{pw}}×{{ph}} 像素',
    layout: '排版',
    layout_single: '单张',
    layout_4r: '6 寸相纸排版（300 DPI）',
    layout_a4: 'A4 排版（300 DPI）',
    copies: '张数',
  },
  en: {
    ...shared.en,
    make: 'Make the ID photo',
    note: 'The photo is uploaded to this site’s server: the face is found, the head levelled, the photo cropped to the chosen standard and the background replaced. Use a front-facing photo of one person with the whole head and the shoulders, without a hat: passports, visas and most ID cards allow only religious head coverings.',
    size: 'Size',
    sizeLabel: '{{name}} ({{w}} × {{h}} mm, {{pw}} × {{ph}} px)',
    custom: 'Custom size',
    widthMm: 'Width (mm)',
    heightMm: 'Height (mm)',
    dpi: 'Resolution (DPI)',
    pixels: 'Output {{pw}} × {{ph}} px',
    layout: 'Layout',
    layout_single: 'One photo',
    layout_4r: '6-inch (4R) print sheet, 300 DPI',
    layout_a4: 'A4 print sheet, 300 DPI',
    copies: 'Copies',
  },
};
