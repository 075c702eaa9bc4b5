import { FinanceError } from './errors.ts';

/** Provinces by the first two digits of the administrative division code. */
// prettier-ignore
export const PROVINCE_CODES = [
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41',
  '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
] as const;
/** Cities with their own tax bureau (计划单列市): 大连, 宁波, 厦门, 青岛, 深圳. */
export const SEPARATE_CITIES = ['2102', '3302', '3502', '3702', '4403'] as const;

export type InvoiceType =
  | 'vatSpecial'
  | 'vatFreight'
  | 'vatGeneral'
  | 'vatElectronicGeneral'
  | 'vatElectronicSpecial'
  | 'vatRoll'
  | 'vatToll'
  | 'usedCar'
  | 'motorVehicle'
  | 'unknown';

export interface InvoiceCodeInfo {
  length: 10 | 12;
  /** A province code ('44') or a separate city ('4403'); null when the digits name none. */
  region: string | null;
  year: number;
  type: InvoiceType;
  /** Year later than `now`: a typing mistake. */
  futureYear: boolean;
}

const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

function regionOf(division: string): string | null {
  if ((SEPARATE_CITIES as readonly string[]).includes(division)) return division;
  const province = division.slice(0, 2);
  return (PROVINCE_CODES as readonly string[]).includes(province) ? province : null;
}

// Twelve-digit electronic general invoices issued before the suffix scheme, listed by the platform.
const OLD_ELECTRONIC = ['144031539110', '131001570151', '133011501118', '111001571071'];
const TWELVE_BY_SUFFIX: Record<string, InvoiceType> = {
  '04': 'vatGeneral',
  '05': 'vatGeneral',
  '06': 'vatRoll',
  '07': 'vatRoll',
  '11': 'vatElectronicGeneral',
  '12': 'vatToll',
  '13': 'vatElectronicSpecial',
  '17': 'usedCar',
};

function typeOf(code: string): InvoiceType {
  if (code.length === 10) {
    const kind = code[7]!;
    if ('15'.includes(kind)) return 'vatSpecial';
    if ('36'.includes(kind)) return 'vatGeneral';
    if ('27'.includes(kind)) return 'vatFreight';
    return 'unknown';
  }
  if (OLD_ELECTRONIC.includes(code)) return 'vatElectronicGeneral';
  if (code[0] === '0') return TWELVE_BY_SUFFIX[code.slice(10)] ?? 'unknown';
  return code[7] === '2' ? 'motorVehicle' : 'unknown';
}

/**
 * Reads an invoice code (发票代码): 10 digits (region 1–4, year 5–6, type in digit 8) or 12 digits
 * (region 2–5, year 6–7, type in the last two digits when the first is 0), as the national
 * verification platform does. Throws FinanceError 'code_digits' or 'code_length'.
 */
export function readInvoiceCode(input: string, now = new Date()): InvoiceCodeInfo {
  const code = digitsOnly(input);
  if (!/^\d+$/.test(code)) throw new FinanceError('code_digits');
  if (code.length !== 10 && code.length !== 12)
    throw new FinanceError('code_length', { length: code.length });
  const twelve = code.length === 12;
  const year = 2000 + Number(code.slice(twelve ? 5 : 4, twelve ? 7 : 6));
  return {
    length: twelve ? 12 : 10,
    region: regionOf(code.slice(twelve ? 1 : 0, twelve ? 5 : 4)),
    year,
    type: typeOf(code),
    futureYear: year > now.getFullYear(),
  };
}

export type InvoiceNumberInfo =
  | { kind: 'paper' }
  | {
      kind: 'digital';
      year: number;
      region: string | null;
      channel: string;
      sequence: string;
      futureYear: boolean;
    };

/**
 * Reads an invoice number (发票号码): 8 digits on invoices with a code, or 20 digits on fully digital
 * invoices (数电票: year 1–2, province 3–4, issuing channel 5, sequence 6–20).
 * Throws FinanceError 'number_digits' or 'number_length'.
 */
export function readInvoiceNumber(input: string, now = new Date()): InvoiceNumberInfo {
  const number = digitsOnly(input);
  if (!/^\d+$/.test(number)) throw new FinanceError('number_digits');
  if (number.length === 8) return { kind: 'paper' };
  if (number.length !== 20) throw new FinanceError('number_length', { length: number.length });
  const year = 2000 + Number(number.slice(0, 2));
  return {
    kind: 'digital',
    year,
    region: regionOf(number.slice(2, 4) + '00'),
    channel: number[4]!,
    sequence: number.slice(5),
    futureYear: year > now.getFullYear(),
  };
}

/** The official national VAT invoice verification platform (opened by the user; nothing is fetched). */
export const VERIFY_PLATFORM_URL = 'https://inv-veri.chinatax.gov.cn';
