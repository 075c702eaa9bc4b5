/**
 * Strings of the compare kit's controls (options bar, status line, diff view), spread into the locales
 * of every tool that uses the kit. Each tool adds its two sides (`original` and `changed`, each a
 * `label` and a `placeholder`), the empty and identical states and the privacy line.
 */
export const compareStrings = {
  'zh-CN': {
    openFile: '打开文件',
    swap: '交换左右',
    clear: '清空',
    view: '显示方式',
    split: '左右对照',
    inline: '上下合并',
    granularity: '差异精度',
    byLine: '按行',
    byWord: '按词',
    byChar: '按字符',
    ignoreCase: '忽略大小写',
    ignoreWhitespace: '忽略空格差异',
    comparing: '正在对比…',
    stats:
      '新增 {{added, number}} 行 · 删除 {{removed, number}} 行 · 修改 {{changed, number}} 行 · 相同 {{unchanged, number}} 行',
    characters_one: '{{count, number}} 个字符',
    characters_other: '{{count, number}} 个字符',
    diffView: {
      unchanged_one: '展开 {{count, number}} 行未改动的内容',
      unchanged_other: '展开 {{count, number}} 行未改动的内容',
      more_one: '再显示 {{count, number}} 行',
      more_other: '再显示 {{count, number}} 行',
    },
  },
  en: {
    openFile: 'Open a file',
    swap: 'Swap sides',
    clear: 'Clear',
    view: 'View',
    split: 'Side by side',
    inline: 'Inline',
    granularity: 'Highlight',
    byLine: 'Lines',
    byWord: 'Words',
    byChar: 'Characters',
    ignoreCase: 'Ignore case',
    ignoreWhitespace: 'Ignore whitespace',
    comparing: 'Comparing…',
    stats:
      '{{added, number}} added · {{removed, number}} removed · {{changed, number}} changed · {{unchanged, number}} unchanged lines',
    characters_one: '{{count, number}} character',
    characters_other: '{{count, number}} characters',
    diffView: {
      unchanged_one: 'Show {{count, number}} unchanged line',
      unchanged_other: 'Show {{count, number}} unchanged lines',
      more_one: 'Show {{count, number}} more line',
      more_other: 'Show {{count, number}} more lines',
    },
  },
};
