import { compileReplacement, expandReplacement, shapeOf } from './template.ts';

export interface ReplaceOptions {
  find: string;
  replacement: string;
  /**
   * Treat `find` as a regular expression (JavaScript syntax, multiline: `^` and `$` match at line ends).
   * The replacement then understands `$1`, `$<name>`, `$&`, `` $` ``, `$'`, `$$` and the escapes `\n`, `\t`,
   * `\r`, `\\`. In literal mode both are taken exactly as typed.
   */
  regex: boolean;
  caseSensitive: boolean;
  /**
   * Only replace matches that do not sit inside a longer word: a match may not start or end between two
   * word characters (letters, digits, marks, `_`). Chinese and Japanese are written without spaces, so a
   * Han, Hiragana or Katakana character counts as a word of its own: next to one, a match is always whole.
   * So "cat" is whole in "我的cat很好" and "中国" in "中国人", but "cat" is not whole in "concat".
   */
  wholeWord: boolean;
}

export interface ReplaceResult {
  text: string;
  count: number;
}

/**
 * An invalid regular expression. `params.detail` is the engine's reason in English (e.g. "Unterminated
 * group"); `params` survives a worker boundary, so a UI can translate the reason.
 */
export class ReplaceError extends Error {
  readonly code = 'bad_regex';
  override name = 'ReplaceError';
  readonly params: { pattern: string; detail: string };
  constructor(pattern: string, detail: string) {
    super(`Invalid regular expression: /${pattern}/: ${detail}`);
    this.params = { pattern, detail };
  }
}

// A word character that is not Chinese or Japanese, with and without the `u` flag (no \p{…} without it).
const WORD_U = String.raw`(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{N}\p{M}_]`;
const WORD_PLAIN = String.raw`[\w\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0300-\u036F\u0370-\u03FF\u0400-\u052F\u0531-\u058F\u0590-\u05FF\u0600-\u06FF\u0900-\u0DFF\u0E00-\u0E7F\u1100-\u11FF\u1E00-\u1FFF\uAC00-\uD7AF]`;

/** "Not between two word characters": the same test before and after the match. */
const boundary = (word: string) => `(?:(?<!${word})|(?!${word}))`;

const escapeLiteral = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * Builds the search expression. The `u` flag is tried first (full Unicode: \p{…}, astral characters as
 * one); patterns only valid without it (like `\-` or `\:`, which many people write) are compiled without.
 * The pattern is checked on its own before the whole-word wrapping, so an unbalanced `)` cannot pair up
 * with the wrapper's parentheses.
 */
function compile(find: string, options: ReplaceOptions): RegExp {
  const flags = `g${options.caseSensitive ? '' : 'i'}${options.regex ? 'm' : ''}`;
  const source = options.regex ? find : escapeLiteral(find);
  let unicode = true;
  try {
    new RegExp(source, `${flags}u`);
  } catch {
    unicode = false;
    try {
      new RegExp(source, flags);
    } catch (error) {
      // V8 says "Invalid regular expression: /<source>/<flags>: <reason>"; keep the reason.
      const reason = (error as Error).message.replace(/^[^]*\/[a-z]*: /, '');
      throw new ReplaceError(find, reason);
    }
  }
  if (!options.wholeWord) return new RegExp(source, unicode ? `${flags}u` : flags);
  const word = unicode ? WORD_U : WORD_PLAIN;
  return new RegExp(`${boundary(word)}(?:${source})${boundary(word)}`, unicode ? `${flags}u` : flags);
}

/** Replaces every match; an invalid regular expression throws a ReplaceError with code 'bad_regex'. */
export function replaceText(text: string, options: ReplaceOptions): ReplaceResult {
  if (options.find === '') return { text, count: 0 };
  const pattern = compile(options.find, options);
  const template = compileReplacement(options.replacement, options.regex, shapeOf(pattern));
  let count = 0;
  // String.prototype.replace steps past empty matches itself (by a code point with `u`), so patterns
  // like `^` or `x*` insert at each position instead of looping forever.
  const result = text.replace(pattern, (...args: unknown[]) => {
    count++;
    return expandReplacement(template, args);
  });
  return { text: result, count };
}
