import { describe, expect, it } from 'vitest';
import { ReplaceError, replaceText } from './replace.ts';
import type { ReplaceOptions } from './replace.ts';

const literal = (find: string, replacement: string, more: Partial<ReplaceOptions> = {}): ReplaceOptions => ({
  find,
  replacement,
  regex: false,
  caseSensitive: false,
  wholeWord: false,
  ...more,
});
const regex = (find: string, replacement: string, more: Partial<ReplaceOptions> = {}) =>
  literal(find, replacement, { regex: true, caseSensitive: true, ...more });

describe('replaceText, literal mode', () => {
  it('replaces every occurrence and counts them', () => {
    expect(replaceText('a cat and a Cat', literal('cat', 'dog'))).toEqual({
      text: 'a dog and a dog',
      count: 2,
    });
  });

  it('matches case only when asked', () => {
    expect(replaceText('Cat cat CAT', literal('cat', 'x', { caseSensitive: true }))).toEqual({
      text: 'Cat x CAT',
      count: 1,
    });
    expect(replaceText('Straße STRASSE', literal('straße', 'road')).count).toBe(1);
    expect(replaceText('ΣΊΣΥΦΟΣ', literal('σίσυφος', 'ok'))).toEqual({ text: 'ok', count: 1 });
  });

  it('takes regex characters and $ in the replacement literally', () => {
    const text = 'price: $5.00 (a+b)*[c] {d} | e^f \\ g/h ?';
    for (const find of ['$5.00', '(a+b)*', '[c]', '{d}', '|', 'e^f', '\\', 'g/h', '?']) {
      expect(replaceText(text, literal(find, '$&$1$$')).text).toBe(
        text.replace(find, '$&$1$$'.replace(/\$/g, '$$$$')),
      );
    }
    expect(replaceText('a.c abc', literal('a.c', 'X'))).toEqual({ text: 'X abc', count: 1 });
    expect(replaceText('one two', literal('one', '\\n')).text).toBe('\\n two');
  });

  it('leaves the text alone when find is empty', () => {
    expect(replaceText('abc', literal('', 'x'))).toEqual({ text: 'abc', count: 0 });
    expect(replaceText('abc', regex('', 'x'))).toEqual({ text: 'abc', count: 0 });
  });

  it('handles astral characters and replacing with nothing', () => {
    expect(replaceText('a😀b😀', literal('😀', ''))).toEqual({ text: 'ab', count: 2 });
  });
});

describe('replaceText, regex mode', () => {
  it('supports groups by number and by name', () => {
    expect(replaceText('2024-05-06', regex('(\\d+)-(\\d+)-(\\d+)', '$3/$2/$1'))).toEqual({
      text: '06/05/2024',
      count: 1,
    });
    expect(replaceText('John Smith', regex('(?<first>\\w+) (?<last>\\w+)', '$<last>, $<first>')).text).toBe(
      'Smith, John',
    );
  });

  it('follows JavaScript replacement rules for $ sequences', () => {
    const cases: Array<[string, string, string]> = [
      ['(b)', 'x$&y', 'abc'],
      ['(b)', "[$`|$']", 'abc'],
      ['(b)', '$$1', 'abc'],
      ['(b)', '$2', 'abc'],
      ['(b)', '$0$01$10', 'abc'],
      ['(b)', '$<x>', 'abc'],
      ['(?<x>b)', '$<x>$<y>$<x', 'abc'],
      ['(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)', '$11-$10-$1', 'abcdefghijk'],
      ['(x)?b', '[$1]', 'abc'],
      ['b', '$', 'abc'],
    ];
    for (const [find, replacement, text] of cases) {
      expect(replaceText(text, regex(find, replacement)).text, `${find} → ${replacement}`).toBe(
        text.replace(new RegExp(find, 'g'), replacement),
      );
    }
  });

  it('understands \\n, \\t and \\\\ in the replacement', () => {
    expect(replaceText('a,b,c', regex(',', '\\n')).text).toBe('a\nb\nc');
    expect(replaceText('a,b', regex(',', '\\t|\\\\|\\x')).text).toBe('a\t|\\|\\xb');
  });

  it('treats ^ and $ as line starts and ends, and inserts at zero-length matches without looping', () => {
    expect(replaceText('one\ntwo\nthree', regex('^', '- '))).toEqual({
      text: '- one\n- two\n- three',
      count: 3,
    });
    expect(replaceText('ab\ncd', regex('$', ';')).text).toBe('ab;\ncd;');
    expect(replaceText('abc', regex('x*', '-'))).toEqual({ text: '-a-b-c-', count: 4 });
    expect(replaceText('😀😀', regex('', '-')).count).toBe(0);
    expect(replaceText('😀😀', regex('(?:)', '-'))).toEqual({ text: '-😀-😀-', count: 3 });
  });

  it('accepts Unicode property escapes and patterns people write without the u flag', () => {
    expect(replaceText('naïve 名字 abc', regex('\\p{Script=Han}+', 'X')).text).toBe('naïve X abc');
    expect(replaceText('a-b:c', regex('[\\-\\:]', '_')).text).toBe('a_b_c');
    expect(replaceText('a b', regex('\\ ', '_')).text).toBe('a_b');
  });

  it('throws bad_regex with a readable reason for an invalid pattern', () => {
    for (const bad of ['(', 'a)', '[z-a]', '*a', '(?<n>a)(?<n>b)']) {
      let error: unknown;
      try {
        replaceText('text', regex(bad, 'x'));
      } catch (caught) {
        error = caught;
      }
      expect(error, bad).toBeInstanceOf(ReplaceError);
      const { code, message, params } = error as ReplaceError;
      const { detail } = params;
      expect(code).toBe('bad_regex');
      expect(message).toBe(`Invalid regular expression: /${bad}/: ${detail}`);
      expect(detail.length).toBeGreaterThan(3);
      expect(detail).not.toMatch(/Invalid regular expression/);
    }
  });

  it('does not let whole word pair an unbalanced parenthesis with its own', () => {
    expect(() => replaceText('ab', regex('a)|(b', 'x', { wholeWord: true }))).toThrow(ReplaceError);
  });
});

describe('replaceText, whole word', () => {
  it('skips matches inside longer words', () => {
    expect(
      replaceText('cat concat cats cat_1 (cat) cat.', literal('cat', 'dog', { wholeWord: true })),
    ).toEqual({
      text: 'dog concat cats cat_1 (dog) dog.',
      count: 3,
    });
  });

  it('treats accented and non-Latin letters as letters', () => {
    expect(replaceText('café cafés écafé', literal('café', 'X', { wholeWord: true })).text).toBe(
      'X cafés écafé',
    );
    expect(replaceText('мир мирный', literal('мир', 'X', { wholeWord: true })).text).toBe('X мирный');
  });

  it('treats each Chinese or Japanese character as a word of its own', () => {
    const whole = { wholeWord: true };
    expect(replaceText('我的cat很好', literal('cat', 'dog', whole)).text).toBe('我的dog很好');
    expect(replaceText('中国人在中国', literal('中国', 'X', whole))).toEqual({ text: 'X人在X', count: 2 });
    expect(replaceText('東京タワーとカタカナ', literal('タワー', 'X', whole)).text).toBe('東京Xとカタカナ');
  });

  it('allows matches that start or end with punctuation or spaces', () => {
    expect(replaceText('a, b,c', literal(', ', ';', { wholeWord: true })).text).toBe('a;b,c');
  });

  it('works with regex, groups, and patterns compiled without the u flag', () => {
    expect(replaceText('foo foobar barfoo', regex('(fo+)', '<$1>', { wholeWord: true })).text).toBe(
      '<foo> foobar barfoo',
    );
    expect(replaceText('a-b a-bc é-a-b', regex('a\\-b', 'X', { wholeWord: true })).text).toBe('X a-bc é-X');
    // Alternatives are tried until one is whole, like an editor's whole-word search.
    expect(replaceText('ab', regex('a|ab', 'X', { wholeWord: true }))).toEqual({ text: 'X', count: 1 });
  });
});

describe('replaceText, large input', () => {
  it('replaces in 1 MB of text quickly', () => {
    const line = 'The quick brown fox jumps over the lazy dog. 敏捷的棕色狐狸跳过了懒狗。\n';
    const text = line.repeat(Math.ceil(1_000_000 / line.length));
    const cases: ReplaceOptions[] = [
      literal('fox', 'cat'),
      literal('the', 'a', { wholeWord: true }),
      regex('(\\w+) (\\w+)', '$2 $1'),
      regex('^', '> '),
      regex('狐狸', '猫', { wholeWord: true }),
    ];
    for (const options of cases) {
      const started = performance.now();
      const result = replaceText(text, options);
      const ms = performance.now() - started;
      expect(result.count).toBeGreaterThan(10_000);
      expect(ms, JSON.stringify(options)).toBeLessThan(1000);
    }
  });
});
