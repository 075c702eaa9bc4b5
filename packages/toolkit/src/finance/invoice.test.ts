import { describe, expect, it } from 'vitest';
import { readInvoiceCode, readInvoiceNumber } from './invoice.ts';

const now = new Date('2026-06-01');
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    const { code, params } = error as { code: string; params: Record<string, unknown> };
    return { code, ...params };
  }
  return null;
};

describe('readInvoiceCode', () => {
  it.each([
    ['4400191130', { length: 10, region: '44', year: 2019, type: 'vatSpecial' }],
    ['3100171320', { length: 10, region: '31', year: 2017, type: 'vatGeneral' }],
    ['4403182360', { length: 10, region: '4403', year: 2018, type: 'vatGeneral' }],
    ['1100152270', { length: 10, region: '11', year: 2015, type: 'vatFreight' }],
    ['044031900111', { length: 12, region: '4403', year: 2019, type: 'vatElectronicGeneral' }],
    ['032002000311', { length: 12, region: '32', year: 2020, type: 'vatElectronicGeneral' }],
    ['033002000104', { length: 12, region: '33', year: 2020, type: 'vatGeneral' }],
    ['035022000106', { length: 12, region: '3502', year: 2020, type: 'vatRoll' }],
    ['011002000112', { length: 12, region: '11', year: 2020, type: 'vatToll' }],
    ['050002100113', { length: 12, region: '50', year: 2021, type: 'vatElectronicSpecial' }],
    ['037022000117', { length: 12, region: '3702', year: 2020, type: 'usedCar' }],
    ['144031539110', { length: 12, region: '4403', year: 2015, type: 'vatElectronicGeneral' }],
    ['144001820000', { length: 12, region: '44', year: 2018, type: 'motorVehicle' }],
  ])('%s', (code, expected) => {
    expect(readInvoiceCode(code, now)).toEqual({ ...expected, futureYear: false });
  });

  it('flags unknown regions, future years and bad input', () => {
    expect(readInvoiceCode('9900191130', now).region).toBeNull();
    expect(readInvoiceCode('4400291130', now).futureYear).toBe(true);
    expect(readInvoiceCode('4400 1911 30', now).type).toBe('vatSpecial');
    expect(codeOf(() => readInvoiceCode('44001911', now))).toEqual({ code: 'code_length', length: 8 });
    expect(codeOf(() => readInvoiceCode('44OO191130', now))).toEqual({ code: 'code_digits' });
  });
});

describe('readInvoiceNumber', () => {
  it('accepts 8-digit numbers and decodes 20-digit fully digital ones', () => {
    expect(readInvoiceNumber('01234567', now)).toEqual({ kind: 'paper' });
    expect(readInvoiceNumber('24442000000123456789', now)).toEqual({
      kind: 'digital',
      year: 2024,
      region: '44',
      channel: '2',
      sequence: '000000123456789',
      futureYear: false,
    });
  });

  it('says what is wrong', () => {
    expect(codeOf(() => readInvoiceNumber('1234567', now))).toEqual({ code: 'number_length', length: 7 });
    expect(codeOf(() => readInvoiceNumber('1234567x', now))).toEqual({ code: 'number_digits' });
    expect(readInvoiceNumber('29990000000000000001', now)).toMatchObject({ futureYear: true, region: null });
  });
});
