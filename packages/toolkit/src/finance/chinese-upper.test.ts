import { describe, expect, it } from 'vitest';
import { moneyToChinese, numberToChinese, parseDecimal } from './chinese-upper.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code: string; params: unknown }).code;
  }
  return 'no error';
};

describe('moneyToChinese', () => {
  // Expected values written out by hand from the bank rules (支付结算办法 附件: 正确填写票据和结算凭证的基本规定).
  it.each([
    ['1234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    ['1005', '壹仟零伍元整'],
    ['100000', '壹拾万元整'],
    ['0.05', '伍分'],
    ['10.50', '壹拾元伍角'],
    ['1,000,001', '壹佰万零壹元整'],
    ['100,010,000', '壹亿零壹万元整'],
    ['1409.50', '壹仟肆佰零玖元伍角'],
    ['6007.14', '陆仟零柒元壹角肆分'],
    ['1680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['107000.53', '壹拾万柒仟元伍角叁分'],
    ['100007000', '壹亿零柒仟元整'],
    ['10100', '壹万零壹佰元整'],
    ['16409.02', '壹万陆仟肆佰零玖元零贰分'],
    ['325.04', '叁佰贰拾伍元零肆分'],
    ['0', '零元整'],
    ['0.5', '伍角'],
    ['.25', '贰角伍分'],
    ['5.', '伍元整'],
    ['10', '壹拾元整'],
    ['110', '壹佰壹拾元整'],
    ['1010', '壹仟零壹拾元整'],
    ['1000100', '壹佰万零壹佰元整'],
    ['20000000', '贰仟万元整'],
    ['100000001', '壹亿零壹元整'],
    ['200000000000', '贰仟亿元整'],
    ['1000000000000', '壹万亿元整'],
    ['1000000000001', '壹万亿零壹元整'],
    ['1000100000000', '壹万亿零壹亿元整'],
    ['1.230', '壹元贰角叁分'],
    ['-12.3', '负壹拾贰元叁角'],
    ['-0.00', '零元整'],
    ['¥1,234.00', '壹仟贰佰叁拾肆元整'],
    ['１２３．４５', '壹佰贰拾叁元肆角伍分'],
    ['9999999999999999.99', '玖仟玖佰玖拾玖万亿玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%s → %s', (input, expected) => {
    expect(moneyToChinese(input)).toBe(expected);
  });

  it('can prefix 人民币', () => {
    expect(moneyToChinese('8', { prefix: true })).toBe('人民币捌元整');
  });

  it('refuses more than two significant decimals, too large and malformed amounts', () => {
    expect(codeOf(() => moneyToChinese('1.234'))).toBe('too_many_decimals');
    expect(codeOf(() => moneyToChinese('10000000000000000'))).toBe('too_large');
    for (const bad of ['', 'abc', '1,23', '12,3456', '1.2.3', '--1', '1e5', '.']) {
      expect(
        codeOf(() => moneyToChinese(bad)),
        bad,
      ).toBe('not_a_number');
    }
  });
});

describe('numberToChinese', () => {
  it.each([
    ['1234.5', '壹仟贰佰叁拾肆点伍', '一千二百三十四点五', '壹贰叁肆点伍'],
    ['10', '壹拾', '十', '壹零'],
    ['15', '壹拾伍', '十五', '壹伍'],
    ['110', '壹佰壹拾', '一百一十', '壹壹零'],
    ['100000', '壹拾万', '十万', '壹零零零零零'],
    ['0.05', '零点零伍', '零点零五', '零点零伍'],
    ['3.1400', '叁点壹肆', '三点一四', '叁点壹肆'],
    ['-1', '负壹', '负一', '负壹'],
    ['100010000', '壹亿零壹万', '一亿零一万', '壹零零零壹零零零零'],
    ['0', '零', '零', '零'],
  ])('%s', (input, upper, lower, digits) => {
    expect(numberToChinese(input)).toEqual({ upper, lower, digits });
  });

  it('accepts any number of decimals but not more than 16 integer digits', () => {
    expect(numberToChinese('0.123456789').upper).toBe('零点壹贰叁肆伍陆柒捌玖');
    expect(codeOf(() => numberToChinese('12345678901234567'))).toBe('too_large');
  });
});

describe('parseDecimal', () => {
  it('reads exactly, without floating point', () => {
    expect(parseDecimal('12,345.60')).toEqual({ negative: false, integer: '12345', fraction: '60' });
    expect(parseDecimal('+ 7')).toEqual({ negative: false, integer: '7', fraction: '' });
  });
});
