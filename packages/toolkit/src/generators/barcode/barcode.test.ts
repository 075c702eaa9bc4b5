import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Values, encodeCode128 } from './code128.ts';
import { CODE39_PATTERNS, code39Check, encodeCode39 } from './code39.ts';
import { encodeBarcode } from './encode.ts';
import { PARITY, encodeEan13, encodeEan8, encodeItf14, encodeUpcA, gtinCheckDigit } from './gtin.ts';
import { barcodeSvg, layoutBarcode } from './render.ts';

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    const { code, params } = error as { code: string; params: Record<string, unknown> };
    return { code, ...params };
  }
  return null;
};

describe('GS1 check digits (known-good codes)', () => {
  it.each([
    ['400638133393', 1], // EAN-13 4006381333931
    ['03600029145', 2], // UPC-A 036000291452
    ['1001234567890', 2], // ITF-14 10012345678902
    ['9638507', 4], // EAN-8 96385074
  ])('%s → %i', (data, check) => expect(gtinCheckDigit(data)).toBe(check));

  it('adds a missing check digit and names the expected one when it is wrong', () => {
    expect(encodeEan13('400638133393').value).toBe('4006381333931');
    expect(encodeEan13('4006381333931').value).toBe('4006381333931');
    expect(errorOf(() => encodeEan13('4006381333932'))).toEqual({
      code: 'bad_check_digit',
      expected: 1,
      given: '2',
      format: 'ean13',
    });
    expect(errorOf(() => encodeUpcA('036000291453'))).toMatchObject({ code: 'bad_check_digit', expected: 2 });
    expect(errorOf(() => encodeItf14('10012345678903'))).toMatchObject({
      code: 'bad_check_digit',
      expected: 2,
    });
    expect(errorOf(() => encodeEan8('123'))).toEqual({ code: 'bad_length', data: 7, full: 8, length: 3 });
    expect(errorOf(() => encodeEan13('40063813339a'))).toEqual({ code: 'digits_only' });
  });
});

describe('EAN / UPC bars', () => {
  it('writes EAN-8 96385074 as worked out by hand from the L and R tables', () => {
    const expected =
      '101' +
      '0001011' +
      '0101111' +
      '0111101' +
      '0110111' +
      '01010' +
      '1001110' +
      '1110010' +
      '1000100' +
      '1011100' +
      '101';
    expect(encodeEan8('9638507').modules).toBe(expected);
  });

  it('has a valid first-digit parity table: 3 G digits each after 0, all different', () => {
    expect(PARITY[0]).toBe('LLLLLL');
    for (const p of PARITY.slice(1)) {
      expect(p[0]).toBe('L');
      expect([...p].filter((c) => c === 'G')).toHaveLength(3);
    }
    expect(new Set(PARITY).size).toBe(10);
  });

  it('lays out EAN-13 4006381333931 with guards and odd/even parity from the first digit', () => {
    const code = encodeEan13('4006381333931');
    expect(code.modules).toHaveLength(95);
    expect(code.modules.slice(45, 50)).toBe('01010');
    // First digit 4 → LGLLGG: the second left digit (0) is written in G: 0100111.
    expect(code.modules.slice(10, 17)).toBe('0100111');
    expect(code.text.map((t) => t.text)).toEqual(['4', '006381', '333931']);
  });

  it('encodes UPC-A as EAN-13 with a leading 0', () => {
    expect(encodeUpcA('036000291452').modules).toBe(encodeEan13('0036000291452').modules);
  });
});

describe('Code 128', () => {
  it('has 106 symbols of 11 modules with an even number of bar modules, all different', () => {
    expect(CODE128_PATTERNS).toHaveLength(106);
    for (const p of CODE128_PATTERNS) {
      const w = [...p].map(Number);
      expect(w.reduce((a, b) => a + b)).toBe(11);
      expect((w[0]! + w[2]! + w[4]!) % 2).toBe(0);
    }
    expect(new Set(CODE128_PATTERNS).size).toBe(106);
  });

  it('computes the mod 103 check (worked out by hand)', () => {
    expect(code128Values('PJJ123C').values).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55]);
  });

  it('packs digits into set C and switches sets automatically', () => {
    expect(code128Values('1234567890')).toEqual({ values: [105, 12, 34, 56, 78, 90, 85], sets: ['C'] });
    expect(code128Values('AB12345678')).toEqual({
      values: [104, 33, 34, 99, 12, 34, 56, 78, 57],
      sets: ['B', 'C'],
    });
    expect(code128Values('A\tb')).toEqual({ values: [103, 33, 73, 100, 66, 22], sets: ['A', 'B'] });
    // An odd run of digits gives its first digit to set B.
    expect(code128Values('12345').sets).toEqual(['B', 'C']);
  });

  it('ends with the 13-module stop and refuses non-ASCII', () => {
    const code = encodeCode128('Hi');
    expect(code.modules).toHaveLength(11 * 4 + 13);
    expect(code.modules.endsWith('1100011101011')).toBe(true);
    expect(errorOf(() => encodeCode128('价格'))).toEqual({ code: 'code128_char', char: '价' });
    expect(errorOf(() => encodeCode128(''))).toEqual({ code: 'empty' });
  });
});

describe('Code 39', () => {
  it('has 44 patterns of 9 elements with exactly 3 wide, all different', () => {
    expect(CODE39_PATTERNS).toHaveLength(44);
    for (const p of CODE39_PATTERNS) expect([...p].filter((c) => c === 'w')).toHaveLength(3);
    expect(new Set(CODE39_PATTERNS).size).toBe(44);
  });

  it('upper-cases, adds the optional mod 43 check, wraps in start/stop', () => {
    expect(code39Check('CODE39')).toBe('W'); // 12+24+13+14+3+9 = 75, 75 mod 43 = 32 → W
    const code = encodeCode39('code39', { checkDigit: true });
    expect(code.value).toBe('CODE39W');
    // 9 symbols × (6 narrow + 3 wide × 3 = 15 modules) + 8 gaps.
    expect(code.modules).toHaveLength(9 * 15 + 8);
    expect(errorOf(() => encodeCode39('a_b'))).toEqual({ code: 'code39_char', char: '_' });
  });
});

describe('ITF-14', () => {
  it('interleaves pairs between start and stop', () => {
    const code = encodeItf14('1001234567890');
    expect(code.value).toBe('10012345678902');
    expect(code.modules.startsWith('1010')).toBe(true);
    expect(code.modules.endsWith('011101')).toBe(true); // a space, then wide bar, narrow space, narrow bar
    expect(code.modules).toHaveLength(4 + 7 * 18 + 5);
  });
});

describe('rendering', () => {
  const style = { moduleWidth: 2, height: 60, showText: true, foreground: '#000', background: '#fff' };

  it('lays out bars in pixels with the quiet zone and longer guard bars', () => {
    const layout = layoutBarcode(encodeEan13('4006381333931'), style);
    expect(layout.width).toBe((95 + 22) * 2);
    expect(layout.rects[0]).toMatchObject({ x: 22, w: 2 });
    expect(layout.rects[0]!.h).toBeGreaterThan(60);
    expect(layout.texts).toHaveLength(3);
  });

  it('writes an SVG with escaped text and no text when turned off', () => {
    const svg = barcodeSvg(encodeBarcode('code128', 'a<b&c'), style);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>a&#60;b&#38;c</text>');
    expect(barcodeSvg(encodeBarcode('code128', 'x'), { ...style, showText: false })).not.toContain('<text');
  });
});
