import type { ToolLocales } from '../../../framework/define-tool.ts';
import { audioStrings } from '../kit/audio/strings.ts';

export const locales = {
  'zh-CN': {
    ...audioStrings['zh-CN'],
    choose: '添加 MP3 文件',
    addMore: '继续添加',
    hint: '选择两个或更多 MP3 文件，拖动或用箭头调整顺序。文件只在你的浏览器里处理，不会上传。',
    count_other: '{{count, number}} 个文件',
    clear: '清空',
    drag: '拖动以调整“{{name}}”的位置',
    moveUp: '上移“{{name}}”',
    moveDown: '下移“{{name}}”',
    remove: '移除“{{name}}”',
    moved: '“{{name}}”已移到第 {{position}} 位',
    needTwo: '至少需要两个文件才能合并。',
    target: '合并结果为 {{rate}} Hz、{{channels}}，格式不同的文件会先转换成这个格式。',
    run: '合并 MP3',
  },
  en: {
    ...audioStrings.en,
    choose: 'Add MP3 files',
    addMore: 'Add more',
    hint: 'Choose two or more MP3 files; drag or use the arrows to set the order. They are processed in your browser and never uploaded.',
    count_one: '{{count, number}} file',
    count_other: '{{count, number}} files',
    clear: 'Clear',
    drag: 'Drag to move “{{name}}”',
    moveUp: 'Move “{{name}}” up',
    moveDown: 'Move “{{name}}” down',
    remove: 'Remove “{{name}}”',
    moved: '“{{name}}” moved to position {{position}}',
    needTwo: 'Add at least two files to merge.',
    target: 'The result will be {{rate}} Hz, {{channels}}; files in another shape are converted to it first.',
    run: 'Merge MP3',
  },
} satisfies ToolLocales;
