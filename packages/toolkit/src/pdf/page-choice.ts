import { PageInputError } from './page-ranges.ts';

/**
 * The spec's page-range option of the PDF-to-image tools: type 0 every page, 1 one page
 * (`specialPageNum`), 2 a run of pages (`rangeStart`..`rangeEnd`). Numbers are 1-based as typed.
 */
export type PageChoice =
  { type: 0 } | { type: 1; specialPageNum: number } | { type: 2; rangeStart: number; rangeEnd: number };

function checkNumber(value: number, pageCount: number): number {
  if (!Number.isFinite(value)) throw new PageInputError('page_input_empty');
  if (!Number.isInteger(value) || value < 1) throw new PageInputError('page_input_format');
  if (value > pageCount) throw new PageInputError('page_out_of_range', { count: pageCount });
  return value;
}

/**
 * The 0-based page indices a choice names, in order. Empty numbers (NaN) prompt for a page number,
 * non-integers and ranges that end before they start are format errors, numbers past the last page
 * are out of range (all with the codes of page-ranges.ts).
 */
export function choosePages(choice: PageChoice, pageCount: number): number[] {
  if (choice.type === 0) return Array.from({ length: pageCount }, (_, i) => i);
  if (choice.type === 1) return [checkNumber(choice.specialPageNum, pageCount) - 1];
  const start = checkNumber(choice.rangeStart, pageCount);
  const end = checkNumber(choice.rangeEnd, pageCount);
  if (end < start) throw new PageInputError('page_input_format');
  return Array.from({ length: end - start + 1 }, (_, i) => start - 1 + i);
}

/** Canvas pixel ceiling (the spec's max canvas pixels): a page bigger than this at `scale` is drawn smaller. */
export const MAX_CANVAS_PIXELS = 268_421_360;

/** The scale to draw a `width` x `height` (PDF points) page at: `scale`, or less if the canvas would be too big. */
export function fitScale(
  width: number,
  height: number,
  scale: number,
  maxPixels = MAX_CANVAS_PIXELS,
): number {
  const pixels = width * scale * height * scale;
  return pixels <= maxPixels ? scale : Math.sqrt(maxPixels / (width * height));
}
