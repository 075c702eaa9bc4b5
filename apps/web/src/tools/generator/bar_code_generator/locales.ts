import type { ToolLocales } from '../../../framework/define-tool.ts';
import { barcodeStrings } from '../kit/barcode/shared-locales.ts';

export const locales = {
  'zh-CN': {
    ...barcodeStrings['zh-CN'],
    value: '内容',
    settings: '设置',
    preview: '预览',
    encoded: '编码内容：{{value}}',
    checkAdded: '（已自动补上校验位 {{digit}}）',
    empty: '输入内容后，这里会实时显示条码。',
    alt: '{{format}} 条码：{{value}}',
    downloadPng: '下载 PNG',
    downloadSvg: '下载 SVG',
  },
  en: {
    ...barcodeStrings.en,
    value: 'Value',
    settings: 'Settings',
    preview: 'Preview',
    encoded: 'Encoded: {{value}}',
    checkAdded: ' (check digit {{digit}} added)',
    empty: 'Enter a value: the barcode appears here as you type.',
    alt: '{{format}} barcode: {{value}}',
    downloadPng: 'Download PNG',
    downloadSvg: 'Download SVG',
  },
} satisfies ToolLocales;
