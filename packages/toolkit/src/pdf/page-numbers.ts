import { degrees } from 'pdf-lib';
import { openPdf } from './open.ts';
import type { PdfFailureReason } from './open.ts';
import { applyMatrix, visualPage, visualToUser } from './page-geometry.ts';
import { cjkNumberFont, helveticaNumberFont } from './page-number-fonts.ts';

export type PageNumberPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/**
 * Number styles. Latin ones are drawn with the standard Helvetica (nothing embedded); the Chinese ones
 * (`zh-*`) with a 3.6 KB subset of Noto Sans CJK SC that holds only their characters (fonts/README.md).
 */
export type PageNumberFormat =
  'n' | 'page-n' | 'n-of-total' | 'dash-n' | 'zh-n' | 'zh-n-of-total' | 'zh-n-total';

export const PAGE_NUMBER_FORMATS: readonly PageNumberFormat[] = [
  'n',
  'page-n',
  'n-of-total',
  'dash-n',
  'zh-n',
  'zh-n-of-total',
  'zh-n-total',
];
export const PAGE_NUMBER_POSITIONS: readonly PageNumberPosition[] = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

export interface PageNumberOptions {
  position: PageNumberPosition;
  /** The number shown on the first numbered page. */
  start: number;
  format: PageNumberFormat;
  /** Points. */
  fontSize: number;
  /** Distance from the shown page's edges, in points. */
  margin: number;
  /** Leave the first page (a cover) without a number; numbering starts on page 2 with `start`. */
  skipFirst: boolean;
}

export const DEFAULT_PAGE_NUMBER_OPTIONS: PageNumberOptions = {
  position: 'bottom-center',
  start: 1,
  format: 'n',
  fontSize: 12,
  margin: 28,
  skipFirst: false,
};

export type PageNumberResult =
  { ok: true; bytes: Uint8Array; pageCount: number } | { ok: false; reason: PdfFailureReason };

export function formatPageNumber(format: PageNumberFormat, n: number, total: number): string {
  switch (format) {
    case 'page-n':
      return `Page ${n}`;
    case 'n-of-total':
      return `${n} / ${total}`;
    case 'dash-n':
      return `- ${n} -`;
    case 'zh-n':
      return `第 ${n} 页`;
    case 'zh-n-of-total':
      return `第 ${n} 页 / 共 ${total} 页`;
    case 'zh-n-total':
      return `第 ${n} 页，共 ${total} 页`;
    default:
      return String(n);
  }
}

/** The Chinese styles need the embedded CJK subset font; the others use the standard Helvetica. */
export const isChinesePageNumberFormat = (format: PageNumberFormat): boolean => format.startsWith('zh-');

/** Adds page numbers, drawn upright at the chosen spot of each page as shown (honouring /Rotate and CropBox). */
export async function addPageNumbers(
  bytes: Uint8Array,
  options: Partial<PageNumberOptions> = {},
): Promise<PageNumberResult> {
  const opts = { ...DEFAULT_PAGE_NUMBER_OPTIONS, ...options };
  const fontSize = Math.min(72, Math.max(4, opts.fontSize));
  const margin = Math.max(0, opts.margin);
  const start = Math.trunc(opts.start);
  const opened = await openPdf(bytes);
  if (!opened.ok) return opened;
  const { doc } = opened;
  const font = isChinesePageNumberFormat(opts.format)
    ? await cjkNumberFont(doc)
    : await helveticaNumberFont(doc);
  const pages = doc.getPages();
  const numbered = opts.skipFirst ? pages.length - 1 : pages.length;
  const last = start + numbered - 1;
  pages.forEach((page, index) => {
    if (opts.skipFirst && index === 0) return;
    const n = start + index - (opts.skipFirst ? 1 : 0);
    const text = formatPageNumber(opts.format, n, last);
    const view = visualPage(page);
    // On a page narrower or lower than the label (a small label or ticket, a 3.84 pt ImageMagick page),
    // shrink the text to fit inside the margins, or inside the page when the margins leave no room, so
    // no part of it falls off the page either way.
    const roomX = view.width - 2 * margin > 0 ? view.width - 2 * margin : view.width;
    const roomY = view.height - 2 * margin > 0 ? view.height - 2 * margin : view.height;
    const naturalWidth = font.widthOf(text, fontSize);
    const naturalHeight = font.capHeight(fontSize) + font.descent(fontSize);
    const size = fontSize * Math.min(1, roomX / naturalWidth, roomY / naturalHeight);
    const width = font.widthOf(text, size);
    const [vertical, horizontal] = opts.position.split('-') as ['top' | 'bottom', string];
    let vx = view.width / 2 - width / 2;
    if (horizontal === 'left') vx = margin;
    else if (horizontal === 'right') vx = view.width - margin - width;
    vx = Math.min(Math.max(vx, 0), view.width - width);
    // Baseline: the descender sits on the bottom margin; at the top the cap height touches the margin.
    const capHeight = font.capHeight(size);
    const descent = font.descent(size);
    let vy = vertical === 'bottom' ? margin + descent : view.height - margin - capHeight;
    vy = Math.min(Math.max(vy, descent), view.height - capHeight);
    const m = visualToUser(view);
    const at = applyMatrix(m, vx, vy);
    font.draw(page, text, { x: at.x, y: at.y, size, rotate: degrees(view.rotation) });
  });
  const out = await doc.save({ useObjectStreams: true, objectsPerTick: Infinity, addDefaultPage: false });
  return { ok: true, bytes: out, pageCount: pages.length };
}
