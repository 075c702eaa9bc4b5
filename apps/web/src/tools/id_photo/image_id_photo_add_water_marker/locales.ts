import type { ToolLocales } from '../../../framework/define-tool.ts';
import { watermarkStrings as watermark } from '../../../features/image-batch/watermark/locales.ts';
import { imageBatchStrings as batch } from '../../../features/image-batch/locales.ts';

// The batch watermarker's words, with the ID-copy defaults and the DPI notes of this tool.
export const locales: ToolLocales = {
  'zh-CN': {
    ...watermark['zh-CN'],
    batch: {
      ...batch['zh-CN'].batch,
      notes: {
        ...batch['zh-CN'].batch.notes,
        dpi_kept: '保留了原图的 {{dpi}} DPI',
        dpi_lost: '此格式无法记录 DPI（原图 {{dpi}} DPI），需要时请选 JPG 或 PNG',
      },
    },
    note: '给身份证、户口本、驾驶证等证件的照片或扫描件加上“仅供某用途使用”的水印，防止复印件被挪作他用。全部在本机完成，证件照片不会上传。',
    defaultText: '仅供办理××业务使用，他用无效',
    presetsLabel: '常用文字',
    presetCustom: '自己输入',
    presets: [
      '仅供办理××业务使用，他用无效',
      '仅供××公司入职使用',
      '仅供××银行开户使用',
      '仅供租房登记使用',
      '复印件无效',
    ],
    run_one: '给证件加水印',
    run_other: '给 {{count, number}} 张证件加水印',
    zipName: '证件加水印.zip',
  },
  en: {
    ...watermark.en,
    batch: {
      ...batch.en.batch,
      notes: {
        ...batch.en.batch.notes,
        dpi_kept: 'kept the original {{dpi}} DPI',
        dpi_lost:
          'this format cannot record DPI (the original had {{dpi}} DPI): choose JPG or PNG if it matters',
      },
    },
    note: 'Stamp photos or scans of an ID card, passport or licence with "for this use only", so a copy cannot be used for anything else. Everything happens on this device: the ID images are never uploaded.',
    defaultText: 'For XX use only. Not valid for any other purpose.',
    presetsLabel: 'Common texts',
    presetCustom: 'My own text',
    presets: [
      'For XX use only. Not valid for any other purpose.',
      'Copy for XX employment only',
      'For opening an account at XX bank only',
      'For rental registration only',
      'COPY - NOT VALID',
    ],
    run_one: 'Watermark the ID',
    run_other: 'Watermark {{count, number}} IDs',
    zipName: 'watermarked-ids.zip',
  },
};
