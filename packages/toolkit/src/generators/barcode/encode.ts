import { encodeCode128 } from './code128.ts';
import { encodeCode39 } from './code39.ts';
import { encodeEan13, encodeEan8, encodeItf14, encodeUpcA } from './gtin.ts';
import type { Barcode, BarcodeFormat } from './types.ts';

export interface EncodeOptions {
  /** Code 39 only: append the optional mod 43 check character. */
  code39Check?: boolean;
}

/** Encodes `value` in `format`; throws BarcodeError (translated by its code) when it does not fit. */
export function encodeBarcode(format: BarcodeFormat, value: string, options: EncodeOptions = {}): Barcode {
  switch (format) {
    case 'code128':
      return encodeCode128(value);
    case 'ean13':
      return encodeEan13(value);
    case 'ean8':
      return encodeEan8(value);
    case 'upca':
      return encodeUpcA(value);
    case 'code39':
      return encodeCode39(value, { checkDigit: options.code39Check });
    case 'itf14':
      return encodeItf14(value);
  }
}
