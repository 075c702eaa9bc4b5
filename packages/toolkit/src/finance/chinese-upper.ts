import { FinanceError } from './errors.ts';

const UPPER_DIGITS = '零壹贰叁肆伍陆柒捌玖';
const LOWER_DIGITS = '零一二三四五六七八九';
const UPPER_UNITS = ['', '拾', '佰', '仟'];
const LOWER_UNITS = ['', '十', '百', '千'];
/** Group units, lowest first: each group holds four digits. */
const GROUP_UNITS = ['', '万', '亿', '万亿'];

/** The largest integer part both converters accept: 16 digits, i.e. up to 9999万亿. */
export const MAX_INTEGER_DIGITS = 16;
export const MAX_INTEGER_TEXT = '9,999,999,999,999,999';

export type NumeralStyle = 'upper' | 'lower';

/** A decimal number read exactly from text (no floating point), split into its parts. */
export interface ParsedNumber {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for zero). */
  integer: string;
  /** Fraction digits as typed (may be empty). */
  fraction: string;
}

const FULL_WIDTH = /[０-９．，－＋]/g;

/**
 * Reads '1,234.56', '-0.5', '¥ 1 000', '１２３' exactly. Thousands separators must group by three.
 * Throws FinanceError 'not_a_number' or 'too_large'.
 */
export function parseDecimal(input: string): ParsedNumber {
  const text = input
    .replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s¥￥]/g, '')
    .replace(/^人民币/, '');
  const match = /^([+-]?)(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) throw new FinanceError('not_a_number');
  const integer = (match[2] ?? '0').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_DIGITS) throw new FinanceError('too_large', { max: MAX_INTEGER_TEXT });
  const fraction = match[3] ?? '';
  const isZero = /^0*$/.test(integer + fraction);
  return { negative: match[1] === '-' && !isZero, integer, fraction };
}

/**
 * Reads a non-negative integer's digits the Chinese way: four-digit groups with 万/亿/万亿, one 零 for
 * any run of zeros between non-zero digits (1005 → 壹仟零伍, 100010000 → 壹亿零壹万).
 */
export function integerToChinese(digits: string, style: NumeralStyle = 'upper'): string {
  const numerals = style === 'upper' ? UPPER_DIGITS : LOWER_DIGITS;
  const units = style === 'upper' ? UPPER_UNITS : LOWER_UNITS;
  const clean = digits.replace(/^0+/, '');
  if (!clean) return numerals[0]!;
  let out = '';
  let pendingZero = false;
  const groupCount = Math.ceil(clean.length / 4);
  const padded = clean.padStart(groupCount * 4, '0');
  for (let g = 0; g < groupCount; g++) {
    const group = padded.slice(g * 4, g * 4 + 4);
    if (group === '0000') {
      pendingZero = out !== '';
      continue;
    }
    for (let i = 0; i < 4; i++) {
      const d = Number(group[i]);
      if (d === 0) {
        pendingZero = out !== '';
        continue;
      }
      if (pendingZero) out += numerals[0];
      pendingZero = false;
      out += numerals[d]! + units[3 - i];
    }
    out += GROUP_UNITS[groupCount - 1 - g];
    pendingZero = false; // zeros ending a group are silent: 107000 → 壹拾万柒仟
  }
  // Everyday lowercase drops the leading 一 of 10–19 in any leading group: 一十五 → 十五, 十万.
  if (style === 'lower') out = out.replace(/^一十/, '十');
  return out;
}

/** Reads digits one by one: '2024' → 贰零贰肆. */
export function digitsToChinese(digits: string, style: NumeralStyle = 'upper'): string {
  const numerals = style === 'upper' ? UPPER_DIGITS : LOWER_DIGITS;
  return [...digits].map((d) => numerals[Number(d)]).join('');
}

/** Readings of a number: 1234.5 → 壹仟贰佰叁拾肆点伍 (upper) / 一千二百三十四点五 (lower) / digit by digit. */
export function numberToChinese(input: string): { upper: string; lower: string; digits: string } {
  const { negative, integer, fraction } = parseDecimal(input);
  const sign = negative ? '负' : '';
  const frac = fraction.replace(/0+$/, '');
  const read = (style: NumeralStyle) =>
    sign + integerToChinese(integer, style) + (frac ? '点' + digitsToChinese(frac, style) : '');
  const digits = sign + digitsToChinese(integer) + (frac ? '点' + digitsToChinese(frac) : '');
  return { upper: read('upper'), lower: read('lower'), digits };
}

/**
 * An amount in RMB capitals as banks want it on cheques: 1234.56 → 壹仟贰佰叁拾肆元伍角陆分,
 * 1005 → 壹仟零伍元整, 0.05 → 伍分, 16409.02 → 壹万陆仟肆佰零玖元零贰分, 10.5 → 壹拾元伍角.
 * Throws FinanceError 'too_many_decimals' past the 分 (extra zeros are fine), or as parseDecimal.
 */
export function moneyToChinese(input: string, options: { prefix?: boolean } = {}): string {
  const { negative, integer, fraction } = parseDecimal(input);
  if (/[1-9]/.test(fraction.slice(2)))
    throw new FinanceError('too_many_decimals', { digits: fraction.length });
  const jiao = Number(fraction[0] ?? 0);
  const fen = Number(fraction[1] ?? 0);
  const hasYuan = integer !== '0';
  let text = '';
  if (hasYuan) text += integerToChinese(integer) + '元';
  if (jiao === 0 && fen === 0) text = (hasYuan ? text : '零元') + '整';
  else {
    if (jiao) text += UPPER_DIGITS[jiao] + '角';
    else if (hasYuan) text += '零'; // 角 is 0 but 分 is not: 元 must be followed by 零
    if (fen) text += UPPER_DIGITS[fen] + '分';
  }
  return (options.prefix ? '人民币' : '') + (negative ? '负' : '') + text;
}
