import { BarcodeError, type Barcode } from './types.ts';

/** The 43 data characters in value order (the mod 43 check digit is the character at the sum). */
export const CODE39_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%';
/** Nine elements each (bar, space, …, bar), n narrow / w wide, in CODE39_CHARS order, then the start/stop '*'. */
// prettier-ignore
export const CODE39_PATTERNS = [
  'nnnwwnwnn', 'wnnwnnnnw', 'nnwwnnnnw', 'wnwwnnnnn', 'nnnwwnnnw', 'wnnwwnnnn', 'nnwwwnnnn', 'nnnwnnwnw',
  'wnnwnnwnn', 'nnwwnnwnn', 'wnnnnwnnw', 'nnwnnwnnw', 'wnwnnwnnn', 'nnnnwwnnw', 'wnnnwwnnn', 'nnwnwwnnn',
  'nnnnnwwnw', 'wnnnnwwnn', 'nnwnnwwnn', 'nnnnwwwnn', 'wnnnnnnww', 'nnwnnnnww', 'wnwnnnnwn', 'nnnnwnnww',
  'wnnnwnnwn', 'nnwnwnnwn', 'nnnnnnwww', 'wnnnnnwwn', 'nnwnnnwwn', 'nnnnwnwwn', 'wwnnnnnnw', 'nwwnnnnnw',
  'wwwnnnnnn', 'nwnnwnnnw', 'wwnnwnnnn', 'nwwnwnnnn', 'nwnnnnwnw', 'wwnnnnwnn', 'nwwnnnwnn', 'nwnwnwnnn',
  'nwnwnnnwn', 'nwnnnwnwn', 'nnnwnwnwn', 'nwnnwnwnn',
];
const STAR = 43;

/** The mod 43 check character of Code 39 data. */
export function code39Check(data: string): string {
  const sum = [...data].reduce((s, c) => s + CODE39_CHARS.indexOf(c), 0);
  return CODE39_CHARS[sum % 43]!;
}

/** Code 39 (letters are upper-cased), wide elements 3 modules, 1-module gaps between characters. */
export function encodeCode39(input: string, options: { checkDigit?: boolean } = {}): Barcode {
  const data = input.toUpperCase();
  if (!data) throw new BarcodeError('empty');
  const bad = [...data].find((c) => !CODE39_CHARS.includes(c));
  if (bad) throw new BarcodeError('code39_char', { char: bad });
  const value = options.checkDigit ? data + code39Check(data) : data;
  const symbols = [STAR, ...[...value].map((c) => CODE39_CHARS.indexOf(c)), STAR];
  const modules = symbols
    .map((s) =>
      [...CODE39_PATTERNS[s]!].map((e, i) => (i % 2 ? '0' : '1').repeat(e === 'w' ? 3 : 1)).join(''),
    )
    .join('0');
  return {
    format: 'code39',
    modules,
    value,
    text: [{ text: `*${value}*`, from: 0, to: modules.length }],
    guards: [],
    quiet: 10,
  };
}
