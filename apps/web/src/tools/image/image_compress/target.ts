import type { CompressFormat } from '@toolbox/toolkit/image';

/** The spec's target size units; both are powers of 1024 (section 9: size base 1024). */
export type SizeUnit = 'KB' | 'MB';

const UNIT_BYTES: Record<SizeUnit, number> = { KB: 1024, MB: 1024 * 1024 };

/** The default target: small enough to matter, large enough to keep a phone photo sharp. */
export const DEFAULT_TARGET = { value: '500', unit: 'KB' as SizeUnit };

/** Targets below this cannot hold even a tiny image's headers; above the max nothing needs shrinking. */
export const MIN_TARGET_BYTES = 1024;
export const MAX_TARGET_BYTES = 1024 * 1024 * 1024;

/**
 * The target in bytes from what the user typed: '500' KB → 512 000, '1.5' MB → 1 572 864.
 * Accepts a decimal comma (1,5). Null when it is not a number or falls outside 1 KB … 1 GB.
 */
export function parseTarget(value: string, unit: SizeUnit): number | null {
  const text = value.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const bytes = Math.floor(Number(text) * UNIT_BYTES[unit]);
  return bytes >= MIN_TARGET_BYTES && bytes <= MAX_TARGET_BYTES ? bytes : null;
}

/** The output format chosen in the form: 'keep' follows each input file. */
export type OutputChoice = 'keep' | CompressFormat;

/**
 * The encoder for a file. 'keep' keeps JPEG, PNG and WebP; anything else the browser decodes
 * (GIF, BMP, AVIF, …) becomes WebP, which keeps transparency and still compresses to a target.
 */
export function formatFor(choice: OutputChoice, mimeType: string): CompressFormat {
  return choice === 'keep' ? (sourceFormat(mimeType) ?? 'webp') : choice;
}

/** The encodable format a file already has, from its MIME type; null for any other type. */
export function sourceFormat(mimeType: string): CompressFormat | null {
  const type = mimeType.toLowerCase();
  if (type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg') return 'jpeg';
  if (type === 'image/png') return 'png';
  if (type === 'image/webp') return 'webp';
  return null;
}

export const MIME: Record<CompressFormat, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
};
export const EXTENSION: Record<CompressFormat, string> = { jpeg: 'jpg', webp: 'webp', png: 'png' };

/** Saved share in whole percent, e.g. 1000 → 250 is 75; negative when the result grew. */
export function savedPercent(before: number, after: number): number {
  return before > 0 ? Math.round((1 - after / before) * 100) : 0;
}
