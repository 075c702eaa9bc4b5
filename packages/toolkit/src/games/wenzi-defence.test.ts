import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';
import {
  START_LIVES,
  advance,
  backspace,
  fallSpeed,
  input,
  newGame,
  spawnInterval,
  type DefenceState,
  type FallingWord,
  type WordEntry,
} from './wenzi-defence.ts';
import { CHINESE_WORDS, ENGLISH_WORDS } from './wenzi-words.ts';

const word = (id: number, text: string, y: number, keys = [text]): FallingWord => ({
  id,
  text,
  keys,
  x: 0.5,
  y,
});
const withWords = (...words: FallingWord[]): DefenceState => ({
  ...newGame(),
  words,
  nextId: 99,
  spawnInMs: 1e9,
});
const APPLE: WordEntry = { text: '苹果', keys: ['pingguo', '苹果'] };

describe('typing at falling words', () => {
  it('targets by first letter (the lowest word first), highlights the prefix, and destroys on completion', () => {
    let state = withWords(word(1, 'cat', 0.2), word(2, 'cow', 0.6), word(3, 'dog', 0.4));
    state = input(state, 'c');
    expect(state).toMatchObject({ targetId: 2, typed: 'c' });
    state = input(state, 'a'); // 'ca' does not continue "cow": a miss, the target stays
    expect(state).toMatchObject({ targetId: 2, typed: 'c', misses: 1 });
    state = input(state, 'OW'); // case does not matter
    expect(state.words.map((w) => w.id)).toEqual([1, 3]);
    expect(state).toMatchObject({ targetId: null, typed: '', destroyed: 1, score: 16 });
  });

  it('lets go of a target when backspaced to nothing', () => {
    let state = input(withWords(word(1, 'cat', 0.2), word(2, 'dog', 0.1)), 'ca');
    state = backspace(backspace(state));
    expect(state).toMatchObject({ targetId: null, typed: '' });
    expect(input(state, 'd').targetId).toBe(2);
  });

  it('takes Chinese words as pinyin or as characters committed by an input method', () => {
    const apple = { ...APPLE, id: 1, x: 0.5, y: 0.3 };
    const byPinyin = input(withWords(apple), 'pingguo');
    expect(byPinyin.words).toEqual([]);
    const byCharacters = input(withWords(apple), '苹果');
    expect(byCharacters.words).toEqual([]);
    expect(byCharacters.score).toBe(byPinyin.score);
    // Some input methods commit one character at a time.
    const partial = input(withWords(apple), '苹');
    expect(partial).toMatchObject({ targetId: 1, typed: '苹' });
    expect(input(partial, '果').words).toEqual([]);
    expect(input(withWords(apple), '平果')).toMatchObject({ misses: 2, words: [apple] });
  });
});

describe('time, lives and levels', () => {
  it('spawns at the level interval and drops words at the level speed', () => {
    const random = seededRandom(3);
    const list = ENGLISH_WORDS;
    let state = advance(newGame(), 0, list, random);
    expect(state.words).toHaveLength(1);
    expect(state.spawnInMs).toBe(spawnInterval(1));
    for (let t = 0; t < 10; t++) state = advance(state, 100, list, random);
    expect(state.words).toHaveLength(1);
    expect(state.words[0]?.y).toBeCloseTo(fallSpeed(1) * 1, 6);
    for (let t = 0; t < 16; t++) state = advance(state, 100, list, random);
    expect(state.words).toHaveLength(2);
    expect(state.words.every((w) => w.x >= 0.1 && w.x <= 0.9)).toBe(true);
  });

  it('avoids dropping two words with the same first letter at once', () => {
    const random = seededRandom(11);
    let state = newGame();
    for (let t = 0; t < 200; t++) {
      state = advance(state, 50, ENGLISH_WORDS, random);
      const firsts = state.words.map((w) => w.text[0]);
      expect(new Set(firsts).size).toBe(firsts.length);
      if (state.words.length > 4) state = { ...state, words: state.words.slice(1) };
    }
  });

  it('costs a life when a word reaches the wall, clears the target, and ends at zero lives', () => {
    let state = input(withWords(word(1, 'cat', 0.99), word(2, 'dog', 0.5)), 'ca');
    state = advance(state, 200, [], seededRandom(1));
    expect(state).toMatchObject({ lives: START_LIVES - 1, targetId: null, typed: '' });
    expect(state.words.map((w) => w.id)).toEqual([2]);
    state = { ...state, lives: 1, words: [word(3, 'emu', 0.999)] };
    state = advance(state, 100, [], seededRandom(1));
    expect(state).toMatchObject({ lives: 0, over: true });
    expect(advance(state, 100, ENGLISH_WORDS, seededRandom(1))).toBe(state);
    expect(input(state, 'a')).toBe(state);
  });

  it('levels up every ten words, falling faster and spawning sooner', () => {
    const words = Array.from({ length: 10 }, (_, i) => word(i + 1, `w${i}`, 0.1));
    let state = withWords(...words);
    for (let i = 0; i < 10; i++) state = input(state, `w${i}`);
    expect(state).toMatchObject({ destroyed: 10, level: 2 });
    expect(fallSpeed(2)).toBeGreaterThan(fallSpeed(1));
    expect(spawnInterval(2)).toBeLessThan(spawnInterval(1));
    expect(spawnInterval(50)).toBe(650);
  });
});

describe('word lists', () => {
  it('have a few hundred distinct, typeable words in each language', () => {
    expect(ENGLISH_WORDS.length).toBeGreaterThanOrEqual(300);
    expect(CHINESE_WORDS.length).toBeGreaterThanOrEqual(300);
    for (const list of [ENGLISH_WORDS, CHINESE_WORDS]) {
      expect(new Set(list.map((w) => w.text)).size).toBe(list.length);
      expect(new Set(list.map((w) => w.keys[0])).size).toBe(list.length);
    }
    for (const w of ENGLISH_WORDS) expect(w.text).toMatch(/^[a-z]{2,9}$/);
    for (const w of CHINESE_WORDS) {
      expect(w.text).toMatch(/^[\u4e00-\u9fff]{2,4}$/);
      expect(w.keys).toEqual([expect.stringMatching(/^[a-z]{2,16}$/), w.text]);
    }
  });
});
