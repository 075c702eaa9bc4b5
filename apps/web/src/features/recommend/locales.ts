/** Strings of the recommendations and the mascot, merged under `recommend` by src/i18n/locales/{en,zh-CN}.ts. */
export const recommendEn = {
  title: 'Recommended tools',
  carousel: 'carousel',
  slide: 'view',
  viewOf: 'View {{n}} of {{count}}',
  goTo: 'Show view {{n}} of {{count}}',
  previous: 'Previous tools',
  next: 'Next tools',
  pause: 'Pause turning',
  play: 'Turn again',
  close: 'Close the recommendations for this page',
  mascot: {
    open: 'Ask the robot for tools',
    close: 'Close the robot’s tools',
    hide: 'Hide the robot for this page',
    title: 'Handy tools from the robot',
    hello: 'Hi! Looking for something? These are popular:',
  },
};

/** The same keys in Chinese. */
export const recommendZhCN: typeof recommendEn = {
  title: '推荐工具',
  carousel: '轮播',
  slide: '页',
  viewOf: '第 {{n}} 页，共 {{count}} 页',
  goTo: '显示第 {{n}} 页，共 {{count}} 页',
  previous: '上一组工具',
  next: '下一组工具',
  pause: '暂停轮播',
  play: '继续轮播',
  close: '本页不再显示推荐',
  mascot: {
    open: '让机器人推荐工具',
    close: '收起机器人的推荐',
    hide: '本页隐藏机器人',
    title: '机器人推荐的好用工具',
    hello: '你好！在找工具吗？这些很受欢迎：',
  },
};
