import { describe, expect, it } from 'vitest';
import {
  CHARACTER_CLASSES,
  characterSets,
  generatePasswords,
  passwordEntropy,
  strengthOf,
  type PasswordOptions,
} from './password.ts';
import { randomIndex, type ByteSource } from './random-index.ts';

/** A reproducible byte stream (SplitMix32-style), so the statistics below never flake. */
function seededBytes(seed: number): ByteSource {
  let state = seed >>> 0;
  return (bytes) => {
    for (let i = 0; i < bytes.length; i++) {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      bytes[i] = (z ^ (z >>> 16)) & 0xff;
    }
  };
}

/** Pearson's chi-square of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const expected = counts.reduce((a, b) => a + b, 0) / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('randomIndex', () => {
  it('rejects the 32-bit draws that would bias the modulo', () => {
    // For n = 3 the largest multiple of 3 below 2^32 is 2^32 - 1, so 0xFFFFFFFF must be drawn again.
    const stream = [0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x05];
    let at = 0;
    const source: ByteSource = (bytes) => bytes.forEach((_, i) => (bytes[i] = stream[at++]!));
    expect(randomIndex(3, source)).toBe(2);
    expect(at).toBe(8);
  });

  it('is uniform by a chi-square test (df = n - 1, p = 0.001 critical values)', () => {
    const source = seededBytes(42);
    for (const [n, critical] of [
      [7, 22.46],
      [94, 135.8],
    ] as const) {
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < 200 * n; i++) counts[randomIndex(n, source)]!++;
      expect(chiSquare(counts), `n=${n}`).toBeLessThan(critical);
    }
  });

  it('the same test catches a biased picker (one byte modulo 100)', () => {
    const source = seededBytes(42);
    const counts = new Array<number>(100).fill(0);
    const byte = new Uint8Array(1);
    for (let i = 0; i < 20_000; i++) {
      source(byte);
      counts[byte[0]! % 100]!++;
    }
    expect(chiSquare(counts)).toBeGreaterThan(148.2); // df = 99, p = 0.001
  });
});

const base: PasswordOptions = {
  length: 16,
  classes: { upper: true, lower: true, digits: true, symbols: false },
};

describe('generatePasswords', () => {
  it('draws only from the chosen classes, without look-alikes when asked', () => {
    const passwords = generatePasswords({ ...base, excludeLookAlikes: true }, 50, seededBytes(1));
    expect(passwords).toHaveLength(50);
    for (const p of passwords) {
      expect(p).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(p).not.toMatch(/[0O1lI|]/);
    }
    expect(new Set(passwords).size).toBe(50);
  });

  it('puts every chosen class in every password, custom characters included', () => {
    const options = {
      ...base,
      length: 5,
      classes: { ...base.classes, symbols: true },
      custom: 'é€',
      requireEach: true,
    };
    for (const p of generatePasswords(options, 200, seededBytes(7))) {
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/\d/);
      expect(p).toMatch(/[!@#$%^&*()\-_=+[\]{};:,.<>/?~|]/);
      expect(p).toMatch(/[é€]/);
    }
  });

  it('uses a deterministic source deterministically', () => {
    const a = generatePasswords(base, 3, seededBytes(9));
    expect(generatePasswords(base, 3, seededBytes(9))).toEqual(a);
  });

  it('refuses settings it cannot honour', () => {
    const code = (options: PasswordOptions) => {
      try {
        generatePasswords(options);
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(code({ ...base, length: 3 })).toBe('bad_length');
    expect(code({ ...base, length: 129 })).toBe('bad_length');
    expect(code({ length: 8, classes: {} })).toBe('no_characters');
    expect(code({ length: 8, classes: {}, custom: '   ' })).toBe('no_characters');
    const all = { upper: true, lower: true, digits: true, symbols: true };
    expect(code({ length: 4, classes: all, custom: '§', requireEach: true })).toBe('too_short_for_classes');
  });
});

describe('characterSets', () => {
  it('counts a custom character once, in the class that already has it', () => {
    const sets = characterSets({ length: 8, classes: { digits: true }, custom: '12ab b' });
    expect(sets.map((s) => [s.name, s.chars.join('')])).toEqual([
      ['digits', '0123456789'],
      ['custom', 'ab'],
    ]);
  });
});

describe('passwordEntropy', () => {
  it('is length × log2(alphabet) without the requirement', () => {
    const size = CHARACTER_CLASSES.upper.length + CHARACTER_CLASSES.lower.length + 10;
    expect(passwordEntropy(base)).toBeCloseTo(16 * Math.log2(size), 9);
    expect(passwordEntropy({ length: 128, classes: { lower: true } })).toBeCloseTo(128 * Math.log2(26), 9);
  });

  it('subtracts the passwords that miss a class (counted by hand for a tiny case)', () => {
    // Digits + custom "ab", length 4: 12^4 − 10^4 (no letter) − 2^4 (no digit) = 10720.
    const options: PasswordOptions = {
      length: 4,
      classes: { digits: true },
      custom: 'ab',
      requireEach: true,
    };
    expect(passwordEntropy(options)).toBeCloseTo(Math.log2(10720), 9);
  });

  it('labels strength by bits', () => {
    expect([20, 30, 50, 100, 200].map(strengthOf)).toEqual([
      'veryWeak',
      'weak',
      'fair',
      'strong',
      'veryStrong',
    ]);
  });
});
