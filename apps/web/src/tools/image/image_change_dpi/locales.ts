import type { ToolLocales } from '../../../framework/define-tool.ts';
import { imageBatchStrings } from '../../../features/image-batch/locales.ts';

const zh = imageBatchStrings['zh-CN'];
const en = imageBatchStrings.en;

export const locales = {
  'zh-CN': {
    ...zh,
    batch: {
      ...zh.batch,
      notes: { ...zh.batch.notes, dpi_before: '原来 {{dpi}} DPI', dpi_none_before: '原来没有写 DPI' },
    },
    options: 'DPI 设置',
    dpi: 'DPI（每英寸点数）',
    hint: '只改文件里记录的 DPI，像素和画质完全不变。打印尺寸 = 像素 ÷ DPI。',
    presets: '常用 DPI',
    dpiRequired: '请填写 DPI。',
    dpiInvalid: 'DPI 须为 {{min}} 到 {{max}} 之间的整数。',
    formats: '支持 JPG、PNG、BMP、TIFF。WebP、GIF、HEIC 没有记录 DPI 的地方，请先转换成 JPG 或 PNG。',
    run_one: '把 {{count}} 张图片设为 {{dpi}} DPI',
    run_other: '把 {{count}} 张图片设为 {{dpi}} DPI',
    zipName: '修改DPI.zip',
    errors: {
      dpi_webp:
        'WebP 格式没有记录 DPI 的字段，打印软件会按 72 或 96 DPI 处理。请先转换成 JPG 或 PNG 再修改。',
      dpi_gif: 'GIF 格式没有记录 DPI 的字段。请先转换成 PNG 再修改。',
      dpi_heic: 'HEIC 不记录打印 DPI。请先用“HEIC 转 JPG”转换后再修改。',
      dpi_avif: 'AVIF 格式没有记录 DPI 的字段。请先转换成 JPG 或 PNG 再修改。',
      dpi_unknown: '这种文件没有可以记录 DPI 的地方。支持 JPG、PNG、BMP、TIFF。',
      dpi_damaged: '文件已损坏，无法读取它的结构，没有修改。',
    },
  },
  en: {
    ...en,
    batch: {
      ...en.batch,
      notes: { ...en.batch.notes, dpi_before: 'was {{dpi}} DPI', dpi_none_before: 'had no DPI before' },
    },
    options: 'DPI setting',
    dpi: 'DPI (dots per inch)',
    hint: 'Only the DPI written in the file changes; pixels and quality stay exactly the same. Print size = pixels ÷ DPI.',
    presets: 'Common DPI values',
    dpiRequired: 'DPI required.',
    dpiInvalid: 'DPI must be a whole number from {{min}} to {{max}}.',
    formats:
      'JPG, PNG, BMP and TIFF. WebP, GIF and HEIC have no place for a DPI value: convert them to JPG or PNG first.',
    run_one: 'Set {{count}} image to {{dpi}} DPI',
    run_other: 'Set {{count}} images to {{dpi}} DPI',
    zipName: 'dpi-changed.zip',
    errors: {
      dpi_webp:
        'WebP has no field for a DPI value; printing software assumes 72 or 96. Convert it to JPG or PNG first.',
      dpi_gif: 'GIF has no field for a DPI value. Convert it to PNG first.',
      dpi_heic: 'HEIC does not record a print DPI. Convert it with HEIC to JPG first.',
      dpi_avif: 'AVIF has no field for a DPI value. Convert it to JPG or PNG first.',
      dpi_unknown: 'This kind of file has no place for a DPI value. JPG, PNG, BMP and TIFF are supported.',
      dpi_damaged: 'The file is damaged: its structure cannot be read, so nothing was changed.',
    },
  },
} satisfies ToolLocales;
