import type { ScanOptions } from '@toolbox/toolkit/image';

/**
 * One step of a scan, run in the worker. PDF pages are drawn by pdf.js on the page and sent as pixels
 * one at a time; images are decoded in the worker; the PDF is assembled at the end from the JPEGs.
 */
export type ScanRequest =
  | { kind: 'inspect'; name: string; bytes: ArrayBuffer }
  | { kind: 'page'; pixels: ArrayBuffer; width: number; height: number; options: ScanOptions }
  | { kind: 'image'; name: string; bytes: ArrayBuffer; type: string; options: ScanOptions }
  | { kind: 'pdf'; pages: { jpeg: ArrayBuffer; widthPt: number; heightPt: number }[] };

export type ScanResponse =
  | { kind: 'inspect'; pageCount: number }
  | { kind: 'jpeg'; jpeg: ArrayBuffer; width: number; height: number }
  | { kind: 'pdf'; bytes: ArrayBuffer };

/** Longest side, in pixels, an image is scanned at (an A4 page at 200 dpi is 2339 px tall). */
export const MAX_IMAGE_SIDE = 2400;
/** PDF pages are drawn at this many pixels per point (150 dpi). */
export const PAGE_SCALE = 150 / 72;
/** JPEG quality of the scanned pages. */
export const SCAN_QUALITY = 72;
