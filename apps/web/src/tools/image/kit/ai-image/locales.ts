// Texts both AI image tools (image_enlarge, image_clearer) show around the before/after view;
// each tool spreads them into its own locales.
export const aiImageLocales = {
  'zh-CN': {
    before: '原图',
    after: '处理后',
    compare: '前后对比',
    comparePosition: '对比分界位置',
    sizes: '原图 {{bw}}×{{bh}} 像素 → 结果 {{aw}}×{{ah}} 像素',
    membersFirst: '会员任务优先处理。',
  },
  en: {
    before: 'Before',
    after: 'After',
    compare: 'Before and after',
    comparePosition: 'Position of the divider',
    sizes: 'Original {{bw}} × {{bh}} px → result {{aw}} × {{ah}} px',
    membersFirst: 'Members’ tasks are processed first.',
  },
};
