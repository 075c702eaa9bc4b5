import type { ToolLocales } from '../../../framework/define-tool.ts';
import { arcadeStrings } from '../kit/arcade/arcade-locales.ts';

export const locales = {
  'zh-CN': {
    ...arcadeStrings['zh-CN'],
    words: '词库',
    chinese: '中文（拼音或汉字）',
    english: '英文单词',
    restart: '再玩一次',
    ready: '文字正在落下，打出它们来守住防线！',
    level: '关卡',
    lives: '生命',
    livesLeft: '剩余 {{count}} 条生命',
    destroyed: '消灭 {{count}} 个词',
    field: '游戏区域',
    typeHere: '在这里打字',
    typePlaceholder: '打出落下的词…',
    hintZh: '中文词可以打拼音（ü 打 v），也可以用输入法直接打出汉字。按 Esc 暂停，退格键取消选中。',
    hintEn: '先打出单词的首字母锁定目标，再打完整个单词。按 Esc 暂停，退格键取消选中。',
    target: '目标：{{word}}',
  },
  en: {
    ...arcadeStrings.en,
    words: 'Words',
    chinese: 'Chinese (pinyin or characters)',
    english: 'English',
    restart: 'Play again',
    ready: 'Words are falling: type them before they reach the wall!',
    level: 'Level',
    lives: 'Lives',
    livesLeft: '$t(counts.lives, {"count": {{count}} }) left',
    destroyed: '$t(counts.words, {"count": {{count}} }) destroyed',
    field: 'Playfield',
    typeHere: 'Type here',
    typePlaceholder: 'Type the falling words…',
    hintZh:
      'Type Chinese words as pinyin (ü as v) or as characters through your input method. Esc pauses; Backspace lets go of a target.',
    hintEn:
      'Type the first letter of a word to lock on, then the rest of it. Esc pauses; Backspace lets go of a target.',
    target: 'Target: {{word}}',
  },
} satisfies ToolLocales;
