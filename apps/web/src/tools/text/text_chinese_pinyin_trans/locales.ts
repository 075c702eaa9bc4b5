import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales = {
  'zh-CN': {
    input: '中文',
    placeholder: '输入或粘贴中文，例如：银行行长去重庆',
    style: '拼音格式',
    styles: { marks: '带声调 hàn', numbers: '数字声调 han4', none: '不带声调 han', initials: '首字母 h' },
    separate: '音节之间加空格',
    capitalize: '首字母大写',
    annotated: '对照显示（拼音标在汉字上方）',
    result: '拼音',
    empty: '输入中文后，这里会实时显示拼音。',
    polyphoneHint: '多音字会按词语判断读音，例如“银行”读 yín háng，“行长”读 háng zhǎng。',
    truncated: '对照显示只显示前 {{count, number}} 个字，复制的结果包含全部内容。',
  },
  en: {
    input: 'Chinese text',
    placeholder: 'Type or paste Chinese, e.g. 银行行长去重庆',
    style: 'Pinyin style',
    styles: {
      marks: 'Tone marks hàn',
      numbers: 'Tone numbers han4',
      none: 'No tones han',
      initials: 'First letters h',
    },
    separate: 'Space between syllables',
    capitalize: 'Capitalise syllables',
    annotated: 'Annotated view (pinyin above each character)',
    result: 'Pinyin',
    empty: 'Type Chinese text: the pinyin appears here as you type.',
    polyphoneHint:
      'Characters with several readings are read from the word they are in: 银行 is yín háng, 行长 is háng zhǎng.',
    truncated:
      'The annotated view shows the first $t(counts.characters, {"count": {{count}} }); copying gives the full result.',
  },
} satisfies ToolLocales;
