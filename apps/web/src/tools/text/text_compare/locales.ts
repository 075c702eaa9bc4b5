import type { ToolLocales } from '../../../framework/define-tool.ts';
import { compareStrings } from '../../../features/text-compare/locales.ts';

export const locales = {
  'zh-CN': {
    ...compareStrings['zh-CN'],
    original: { label: '原文本', placeholder: '粘贴原来的文本' },
    changed: { label: '修改后', placeholder: '粘贴修改后的文本' },
    empty: '在上面两个框里输入文本，差异会实时显示在这里。',
    identical: '两段文本完全相同。',
    privacy: '文本只在你的浏览器里对比，不会上传。',
  },
  en: {
    ...compareStrings.en,
    original: { label: 'Original', placeholder: 'Paste the original text' },
    changed: { label: 'Changed', placeholder: 'Paste the changed text' },
    empty: 'Type or paste text in both boxes: the differences show up here as you type.',
    identical: 'The two texts are identical.',
    privacy: 'Your texts are compared in your browser and never uploaded.',
  },
} satisfies ToolLocales;
