import { encodeBarcode, type EncodeOptions } from './encode.ts';
import type { Barcode, BarcodeFormat } from './types.ts';

/** Most lines one batch takes (a few pages of A4 labels; keeps the browser responsive). */
export const MAX_BATCH_LINES = 1000;

export interface BatchLine {
  /** 1-based line number in the user's text. */
  line: number;
  value: string;
}

export interface BatchResult {
  codes: Array<BatchLine & { code: Barcode }>;
  invalid: Array<BatchLine & { error: unknown }>;
  /** Lines past MAX_BATCH_LINES, not encoded. */
  skipped: number;
}

/** Encodes each non-empty line (trimmed); the bad ones are listed with their line number and error. */
export function encodeLines(text: string, format: BarcodeFormat, options: EncodeOptions = {}): BatchResult {
  const result: BatchResult = { codes: [], invalid: [], skipped: 0 };
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const value = lines[i]!.trim();
    if (!value) continue;
    if (result.codes.length + result.invalid.length >= MAX_BATCH_LINES) {
      result.skipped++;
      continue;
    }
    try {
      result.codes.push({ line: i + 1, value, code: encodeBarcode(format, value, options) });
    } catch (error) {
      result.invalid.push({ line: i + 1, value, error });
    }
  }
  return result;
}

/** A file name for a line's image: its line number and a safe form of its value. */
export function batchFileName(item: BatchLine, extension: string): string {
  const safe = item.value.replace(/[^\w.-]+/g, '_').slice(0, 60);
  return `${String(item.line).padStart(4, '0')}-${safe}.${extension}`;
}
