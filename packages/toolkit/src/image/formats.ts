// The image formats the conversion tools read and write, told apart by their bytes, not their names.
import { MAX_CANVAS_PIXELS } from './compress.ts';

/** What the tools can write. */
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'bmp' | 'ico' | 'gif';

/** What a file is, from its first bytes ('unknown' when none of these). */
export type SourceFormat = OutputFormat | 'tiff' | 'heic' | 'svg' | 'unknown';

export const OUTPUT_FORMATS: readonly OutputFormat[] = ['jpeg', 'png', 'webp', 'avif', 'bmp', 'ico', 'gif'];

export const FORMAT_MIME: Readonly<Record<OutputFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  gif: 'image/gif',
};

export const FORMAT_EXTENSION: Readonly<Record<OutputFormat, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  bmp: 'bmp',
  ico: 'ico',
  gif: 'gif',
};

/**
 * How much transparency a format keeps: JPEG none (flattened onto the chosen colour), GIF one bit
 * (half-transparent pixels are flattened, fully clear ones stay clear), the rest a full alpha channel.
 */
export const FORMAT_ALPHA: Readonly<Record<OutputFormat, 'none' | 'binary' | 'full'>> = {
  jpeg: 'none',
  gif: 'binary',
  png: 'full',
  webp: 'full',
  avif: 'full',
  bmp: 'full',
  ico: 'full',
};

/** Formats whose encoder takes a quality 1..100. */
export const LOSSY_FORMATS: ReadonlySet<OutputFormat> = new Set(['jpeg', 'webp', 'avif']);

const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

/** The format of a file from its first 32 bytes (HEIC and AVIF are told apart by the ftyp brand). */
export function sniffFormat(b: Uint8Array): SourceFormat {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b[0] === 0x89 && ascii(b, 1, 'PNG')) return 'png';
  if (ascii(b, 0, 'GIF8')) return 'gif';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'webp';
  if (ascii(b, 0, 'BM')) return 'bmp';
  if (b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0) return 'ico';
  if ((ascii(b, 0, 'II') && b[2] === 42 && b[3] === 0) || (ascii(b, 0, 'MM') && b[2] === 0 && b[3] === 42))
    return 'tiff';
  if (ascii(b, 4, 'ftyp')) {
    const brand = String.fromCharCode(...b.subarray(8, 12));
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (/^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)) return 'heic';
  }
  const head = String.fromCharCode(...b.subarray(0, 32)).trimStart();
  if (head.startsWith('<svg') || head.startsWith('<?xml')) return 'svg';
  return 'unknown';
}

/** An error the pages translate: `code` is a shared error code (`errors.<code>`). */
export function imageError(code: string, params?: Record<string, unknown>): Error {
  return Object.assign(new Error(code), { code, ...(params ? { params } : {}) });
}

/**
 * Throws the spec's 'file is too large, processing failed' (code `file_too_large`) when a
 * width × height image exceeds the canvas limit (268,421,360 pixels), before anything is allocated.
 */
export function assertCanvasFits(width: number, height: number): void {
  if (!(width > 0 && height > 0) || width * height > MAX_CANVAS_PIXELS)
    throw imageError(width > 0 && height > 0 ? 'file_too_large' : 'image_load_abnormal');
}
