import type { ToolLocales } from '../../../framework/define-tool.ts';
import { barcodeStrings } from '../kit/barcode/shared-locales.ts';

export const locales = {
  'zh-CN': {
    ...barcodeStrings['zh-CN'],
    values: '内容（每行一个）',
    valuesPlaceholder: '每行输入一个编号，例如：\nSKU-0001\nSKU-0002',
    settings: '设置',
    output: '输出',
    outputs: { png: 'PNG 图片（ZIP 打包）', svg: 'SVG 图片（ZIP 打包）', pdf: 'A4 PDF 标签页（可打印）' },
    columns: '每行列数',
    summary: '{{valid}} 个有效 · {{invalid}} 个有问题',
    skipped: '一次最多 {{max}} 行，后面的 {{count}} 行已忽略。',
    invalidTitle: '这些行无法生成（其余照常生成）：',
    invalidLine: '第 {{line}} 行 “{{value}}”：{{reason}}',
    generate: '生成并下载',
    generating: '正在生成…',
    done: '已生成 {{count}} 个条码',
    empty: '在左侧输入编号，每行一个。',
    first: '第一个条码预览',
    firstAlt: '第一个条码：{{value}}',
  },
  en: {
    ...barcodeStrings.en,
    values: 'Values (one per line)',
    valuesPlaceholder: 'One code per line, for example:\nSKU-0001\nSKU-0002',
    settings: 'Settings',
    output: 'Output',
    outputs: { png: 'PNG images (ZIP)', svg: 'SVG images (ZIP)', pdf: 'A4 PDF label sheet (printable)' },
    columns: 'Columns',
    summary: '{{valid}} valid · {{invalid}} with problems',
    skipped:
      'At most $t(counts.lines, {"count": {{max}} }) at a time: the last $t(counts.lines, {"count": {{count}} }) left out.',
    invalidTitle: 'These lines cannot be encoded (the others still are):',
    invalidLine: 'Line {{line}} “{{value}}”: {{reason}}',
    generate: 'Generate and download',
    generating: 'Generating…',
    done: 'Generated: $t(counts.barcodes, {"count": {{count}} })',
    empty: 'Type your values, one per line.',
    first: 'First barcode',
    firstAlt: 'First barcode: {{value}}',
  },
} satisfies ToolLocales;
