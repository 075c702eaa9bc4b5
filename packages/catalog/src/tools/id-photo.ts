import type { ToolDef } from '../types.ts';
import { defineTools, paidResult } from './define.ts';

// An ID photo is a finished, paid result: watermarked until bought for 1.99 or 20 credits.
const idPhoto = paidResult(1.99, 20);

export const idPhotoTools: ToolDef[] = defineTools('id_photo', [
  {
    code: 'image_id_photo_cut',
    name: { 'zh-CN': '证件照制作', en: 'ID photo maker' },
    description: {
      'zh-CN': '按一寸、二寸、签证等标准尺寸裁剪出合格的证件照',
      en: 'Crop a photo to standard ID sizes such as passport, visa and 1-inch',
    },
    keywords: {
      'zh-CN': ['证件照', '一寸照', '二寸照', '签证照', '证件照裁剪', '尺寸'],
      en: ['passport photo', 'visa photo', 'id photo', '1 inch', 'crop'],
    },
    pricing: idPhoto,
    wang: true,
    built: true,
  },
  {
    code: 'id_photo_change_bg_color',
    name: { 'zh-CN': '证件照换底色', en: 'Change ID photo background' },
    description: {
      'zh-CN': '把证件照背景一键换成白色、蓝色或红色',
      en: "Switch an ID photo's background to white, blue or red",
    },
    keywords: {
      'zh-CN': ['换底色', '换背景', '蓝底', '红底', '白底', '证件照'],
      en: ['background color', 'background colour', 'blue background', 'red', 'white', 'id photo'],
    },
    pricing: idPhoto,
    wang: true,
    built: true,
  },
  {
    // Stamps "for this use only" on copies of ID cards: a privacy aid, so it stays free.
    code: 'image_id_photo_add_water_marker',
    name: { 'zh-CN': '证件加水印', en: 'Watermark ID copies' },
    description: {
      'zh-CN': '给身份证等证件照片加上“仅供某用途使用”的水印，防止被挪用',
      en: 'Stamp ID card images with a "for this use only" watermark to prevent misuse',
    },
    keywords: {
      'zh-CN': ['身份证水印', '证件水印', '防盗用', '仅供使用', '水印'],
      en: ['id card', 'watermark', 'privacy', 'for use only'],
    },
    built: true,
  },
]);
