import { describe, expect, it } from 'vitest';
import { pinyinTokens, toPinyin } from './pinyin.ts';

describe('toPinyin', () => {
  it('reads polyphones from context', () => {
    expect(toPinyin('银行行长', { style: 'marks' })).toBe('yín háng háng zhǎng');
    expect(toPinyin('重庆很重要', { style: 'marks' })).toBe('chóng qìng hěn zhòng yào');
    expect(toPinyin('长大以后去长城', { style: 'marks' })).toBe('zhǎng dà yǐ hòu qù cháng chéng');
    expect(toPinyin('音乐让人快乐', { style: 'marks' })).toBe('yīn yuè ràng rén kuài lè');
  });

  it('writes tone numbers, no tones, or first letters', () => {
    expect(toPinyin('绿色的女孩', { style: 'numbers' })).toBe('lv4 se4 de0 nv3 hai2');
    expect(toPinyin('绿色', { style: 'marks' })).toBe('lǜ sè');
    expect(toPinyin('中华人民共和国', { style: 'none' })).toBe('zhong hua ren min gong he guo');
    expect(toPinyin('中华人民共和国', { style: 'initials', separate: false })).toBe('zhrmghg');
    expect(toPinyin('北京', { style: 'none', capitalize: true, separate: false })).toBe('BeiJing');
  });

  it('passes non-Chinese text through, spacing it from syllables', () => {
    expect(toPinyin('我爱Vite 8和React！', { style: 'none' })).toBe('wo ai Vite 8 he React！');
    expect(toPinyin('第1课\n第2课', { style: 'marks' })).toBe('dì 1 kè\ndì 2 kè');
    expect(toPinyin('hello, world', { style: 'marks' })).toBe('hello, world');
    expect(toPinyin('', { style: 'marks' })).toBe('');
  });
});

describe('pinyinTokens', () => {
  it('gives one reading per character for the annotated view', () => {
    expect(pinyinTokens('好的 OK', { style: 'marks' })).toEqual([
      { text: '好', reading: 'hǎo' },
      { text: '的', reading: 'de' },
      { text: ' OK', reading: '' },
    ]);
  });
});
