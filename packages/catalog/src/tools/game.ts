import type { ToolDef } from '../types.ts';
import { defineTools } from './define.ts';

export const gameTools: ToolDef[] = defineTools('game', [
  {
    code: 'tetris',
    name: { 'zh-CN': '俄罗斯方块', en: 'Tetris' },
    description: {
      'zh-CN': '经典俄罗斯方块，打开浏览器就能玩',
      en: 'Play classic Tetris right in your browser',
    },
    keywords: { 'zh-CN': ['方块', '小游戏', '休闲游戏'], en: ['blocks', 'game', 'puzzle', 'arcade'] },
    built: true,
  },
  {
    code: 'tic_tac_toe',
    name: { 'zh-CN': '井字棋', en: 'Tic-tac-toe' },
    description: {
      'zh-CN': '和电脑或朋友下一局井字棋',
      en: 'Play tic-tac-toe against the computer or a friend',
    },
    keywords: {
      'zh-CN': ['三子棋', '圈叉棋', '小游戏', '棋类'],
      en: ['noughts and crosses', 'xo', 'game', 'board game'],
    },
    built: true,
  },
  {
    code: 'wenzi_defence',
    name: { 'zh-CN': '打字防御战', en: 'Typing defence' },
    description: {
      'zh-CN': '打出落下的文字把它们消灭，边玩边练打字',
      en: 'Type the falling words to destroy them and practise typing as you play',
    },
    keywords: {
      'zh-CN': ['打字', '练打字', '打字游戏', '小游戏', '文字'],
      en: ['typing game', 'typing practice', 'keyboard', 'game', 'defense'],
    },
    built: true,
  },
]);
