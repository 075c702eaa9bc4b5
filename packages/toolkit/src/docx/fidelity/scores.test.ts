import { describe, expect, it } from 'vitest';
import {
  orderScore,
  placedPictures,
  placedWords,
  ssim,
  tokenize,
  type GreyImage,
  type Word,
} from './scores.ts';

const word = (text: string, x0: number, y0: number, width = 20): Word => ({
  text,
  x0,
  y0,
  x1: x0 + width,
  y1: y0 + 10,
});

describe('fidelity scores', () => {
  it('orderScore: 1 for the same words, lower for missing, moved or doubled words', () => {
    const words = 'the quick brown fox jumps'.split(' ');
    expect(orderScore(words, words)).toBe(1);
    expect(orderScore(words, ['the', 'quick', 'fox', 'jumps'])).toBeCloseTo(8 / 9);
    expect(orderScore(words, ['jumps', 'the', 'quick', 'brown', 'fox'])).toBeCloseTo(0.8);
    expect(orderScore(words, [...words, ...words])).toBeCloseTo(10 / 15);
    expect(orderScore([], [])).toBe(1);
    expect(orderScore(words, [])).toBe(0);
  });

  it('tokenize: folds ligatures and splits CJK text into characters, each with its share of the box', () => {
    const tokens = tokenize([word('ﬁnal', 0, 0), word('报告ABC', 100, 0, 50)]);
    expect(tokens.map((t) => t.text)).toEqual(['final', '报', '告', 'ABC']);
    expect(tokens[2]!.x0).toBe(110);
    expect(tokens[3]!.x0).toBe(120);
  });

  it('placedWords: counts words within the tolerance, each converted word once', () => {
    const original = [word('a', 10, 10), word('a', 50, 10), word('b', 90, 10)];
    expect(placedWords(original, [word('a', 12, 13), word('b', 99, 10)], 6)).toBe(1);
    expect(placedWords(original, [word('a', 48, 10), word('a', 9, 11), word('b', 91, 9)], 6)).toBe(3);
  });

  it('placedPictures: a picture counts when a converted one overlaps it by half or more', () => {
    const box = { x0: 0, y0: 0, x1: 100, y1: 100 };
    expect(placedPictures([box], [{ x0: 10, y0: 0, x1: 110, y1: 100 }])).toBe(1);
    expect(placedPictures([box], [{ x0: 60, y0: 0, x1: 160, y1: 100 }])).toBe(0);
    expect(placedPictures([box, box], [box])).toBe(1);
  });

  it('ssim: 1 for the same image, low for a blank page against text', () => {
    const text: GreyImage = {
      width: 64,
      height: 64,
      data: new Uint8Array(64 * 64).map((_, i) => (i % 7 < 2 ? 0 : 255)),
    };
    const blank: GreyImage = { width: 64, height: 64, data: new Uint8Array(64 * 64).fill(255) };
    expect(ssim(text, text)).toBeCloseTo(1);
    expect(ssim(text, blank)).toBeLessThan(0.2);
  });
});
