import type { ToolLocales } from '../../../framework/define-tool.ts';
import { compareStrings } from '../../../features/text-compare/locales.ts';

/** Programming languages are called the same in both languages; only "plain text" is translated. */
const languageNames = {
  javascript: 'JavaScript / TypeScript',
  json: 'JSON',
  python: 'Python',
  css: 'CSS',
  html: 'HTML / XML',
  sql: 'SQL',
};

// The diff controls come from the compare kit (features/text-compare); only the code-specific strings are here.
export const locales = {
  'zh-CN': {
    ...compareStrings['zh-CN'],
    original: { label: '原代码', placeholder: '粘贴原来的代码' },
    changed: { label: '新代码', placeholder: '粘贴修改后的代码' },
    empty: '在上面两个框里粘贴代码，带语法高亮的差异会实时显示在这里。',
    identical: '两段代码完全相同。',
    privacy: '代码只在你的浏览器里对比，不会上传。',
    language: '语言',
    auto: '自动识别',
    autoDetected: '自动识别：{{name}}',
    languages: { ...languageNames, plain: '纯文本' },
  },
  en: {
    ...compareStrings.en,
    original: { label: 'Original code', placeholder: 'Paste the original code' },
    changed: { label: 'Changed code', placeholder: 'Paste the changed code' },
    empty: 'Paste code in both boxes: the differences show up here, with syntax colours, as you type.',
    identical: 'The two pieces of code are identical.',
    privacy: 'Your code is compared in your browser and never uploaded.',
    language: 'Language',
    auto: 'Detect automatically',
    autoDetected: 'Detected: {{name}}',
    languages: { ...languageNames, plain: 'Plain text' },
  },
} satisfies ToolLocales;
