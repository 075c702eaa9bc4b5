import { BarcodeError, widthsToModules, type Barcode, type BarcodeFormat } from './types.ts';

/** GS1 check digit: weights 3, 1, 3, … from the rightmost data digit. */
export function gtinCheckDigit(data: string): number {
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += Number(data[data.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/**
 * The value with its check digit: `dataLength` digits get one appended, `dataLength + 1` digits are
 * checked. Errors name the expected length or the digit that should be last.
 */
export function withCheckDigit(format: BarcodeFormat, input: string, dataLength: number): string {
  const value = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(value)) throw new BarcodeError('digits_only');
  if (value.length === dataLength) return value + gtinCheckDigit(value);
  if (value.length !== dataLength + 1) {
    throw new BarcodeError('bad_length', { data: dataLength, full: dataLength + 1, length: value.length });
  }
  const expected = gtinCheckDigit(value.slice(0, dataLength));
  if (Number(value[dataLength]) !== expected) {
    throw new BarcodeError('bad_check_digit', { expected, given: value[dataLength], format });
  }
  return value;
}

// Left-hand odd parity (L) digit patterns; R is their complement and G is R reversed.
// prettier-ignore
export const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
const G = R.map((p) => [...p].reverse().join(''));
/** EAN-13: the first digit is not drawn but chooses L or G for each digit of the left half. */
// prettier-ignore
export const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

function upcEanBars(left: string, right: string, parity: string): string {
  const half = (digits: string, table: (i: number) => string[]) =>
    [...digits].map((d, i) => table(i)[Number(d)]).join('');
  return '101' + half(left, (i) => (parity[i] === 'G' ? G : L)) + '01010' + half(right, () => R) + '101';
}

/** EAN-13 from 12 digits (check digit added) or 13 (checked). */
export function encodeEan13(input: string): Barcode {
  const value = withCheckDigit('ean13', input, 12);
  const modules = upcEanBars(value.slice(1, 7), value.slice(7), PARITY[Number(value[0])]!);
  const text = [
    { text: value[0]!, from: -8, to: -1 },
    { text: value.slice(1, 7), from: 3, to: 45 },
    { text: value.slice(7), from: 50, to: 92 },
  ];
  return {
    format: 'ean13',
    modules,
    value,
    text,
    guards: [
      [0, 3],
      [45, 50],
      [92, 95],
    ],
    quiet: 11,
  };
}

/** EAN-8 from 7 digits or 8. */
export function encodeEan8(input: string): Barcode {
  const value = withCheckDigit('ean8', input, 7);
  const modules = upcEanBars(value.slice(0, 4), value.slice(4), 'LLLL');
  const text = [
    { text: value.slice(0, 4), from: 3, to: 31 },
    { text: value.slice(4), from: 36, to: 64 },
  ];
  return {
    format: 'ean8',
    modules,
    value,
    text,
    guards: [
      [0, 3],
      [31, 36],
      [64, 67],
    ],
    quiet: 7,
  };
}

/** UPC-A from 11 digits or 12: the EAN-13 bars of 0 + value, the outer digits printed outside. */
export function encodeUpcA(input: string): Barcode {
  const value = withCheckDigit('upca', input, 11);
  const modules = upcEanBars(value.slice(0, 6), value.slice(6), 'LLLLLL');
  const text = [
    { text: value[0]!, from: -8, to: -1 },
    { text: value.slice(1, 6), from: 10, to: 45 },
    { text: value.slice(6, 11), from: 50, to: 85 },
    { text: value[11]!, from: 96, to: 103 },
  ];
  // UPC-A's guards include the first and last digit's bars.
  return {
    format: 'upca',
    modules,
    value,
    text,
    guards: [
      [0, 10],
      [45, 50],
      [85, 95],
    ],
    quiet: 9,
  };
}

// Interleaved 2 of 5: n = narrow, w = wide (drawn 3 modules).
// prettier-ignore
const ITF = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
const width = (c: string) => (c === 'w' ? '3' : '1');

/** ITF-14 from 13 digits or 14: digit pairs interleave bars (first) and spaces (second). */
export function encodeItf14(input: string): Barcode {
  const value = withCheckDigit('itf14', input, 13);
  let widths = '1111';
  for (let i = 0; i < value.length; i += 2) {
    const bars = ITF[Number(value[i])]!;
    const spaces = ITF[Number(value[i + 1])]!;
    for (let k = 0; k < 5; k++) widths += width(bars[k]!) + width(spaces[k]!);
  }
  const modules = widthsToModules(widths + '311');
  return {
    format: 'itf14',
    modules,
    value,
    text: [{ text: value, from: 0, to: modules.length }],
    guards: [],
    quiet: 10,
  };
}
