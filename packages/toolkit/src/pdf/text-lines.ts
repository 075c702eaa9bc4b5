/**
 * Plain text of PDF pages from pdf.js text items: items are grouped into lines by their baseline,
 * ordered left to right within a line, with a space where the gap between two items is wider than a
 * narrow space and a blank line where the gap between two lines is wider than a normal line step.
 * Lines keep the content-stream order between them, which is the writing order: two-column papers
 * come out column by column instead of interleaved.
 */
import { loadedFontsOf, textCleaner } from './text-clean.ts';

/** The fields of a pdf.js TextItem that are used here (marked-content items have no `str`). */
export interface TextItemLike {
  str: string;
  /** [a, b, c, d, e, f]: e/f is the baseline origin, |(c, d)| the font size. */
  transform: number[];
  width: number;
  height?: number;
  hasEOL?: boolean;
  /** pdf.js's loaded font name (a key of `page.commonObjs`). */
  fontName?: string;
}

/** What pdf.js's document proxy offers for text (structural, so Node tests can pass the legacy build's). */
export interface TextSource {
  numPages: number;
  getPage(pageNumber: number): Promise<{
    getTextContent(): Promise<{ items: ReadonlyArray<TextItemLike | { type: string }> }>;
    /** With these (pdf.js opened with `fontExtraProperties`), unmapped glyphs are dropped. */
    getOperatorList?(): Promise<unknown>;
    commonObjs?: { get(id: string): unknown };
    cleanup(): unknown;
  }>;
}

type TextClean = (text: string, fontName?: string) => string;

interface Piece {
  text: string;
  x: number;
  end: number;
  y: number;
  size: number;
}

interface Line {
  pieces: Piece[];
  y: number;
  size: number;
}

function pieceOf(item: TextItemLike, clean: TextClean): Piece | null {
  const text = clean(item.str, item.fontName);
  if (!text) return null;
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 1;
  // Vertical or rotated text: project onto the text direction so runs still sort along the line.
  const angle = Math.atan2(b, a);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const x = e * cos + f * sin;
  const y = -e * sin + f * cos;
  return { text, x, end: x + item.width, y, size };
}

function joinLine(line: Line): string {
  const pieces = [...line.pieces].sort((p, q) => p.x - q.x);
  let out = '';
  let end = -Infinity;
  for (const piece of pieces) {
    const gap = piece.x - end;
    if (out && gap > piece.size * 0.18 && !/\s$/.test(out) && !/^\s/.test(piece.text)) out += ' ';
    out += piece.text;
    end = Math.max(end, piece.end);
  }
  return out.replace(/\s+$/, '');
}

/**
 * The text of one page, lines separated by \n, paragraphs (wide line gaps) by a blank line. Each item's
 * text goes through `clean` (by default: control characters dropped).
 */
export function textFromItems(
  items: ReadonlyArray<TextItemLike | { type: string }>,
  clean: TextClean = textCleaner(),
): string {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    if (!('str' in item)) continue;
    const piece = pieceOf(item, clean);
    if (!piece) {
      if (item.hasEOL && current) current = null;
      continue;
    }
    const sameLine =
      current !== null && Math.abs(piece.y - current.y) < Math.max(piece.size, current.size) * 0.5;
    if (current && sameLine) {
      current.pieces.push(piece);
      current.size = Math.max(current.size, piece.size);
    } else {
      current = { pieces: [piece], y: piece.y, size: piece.size };
      lines.push(current);
    }
    if (item.hasEOL) current = null;
  }
  const out: string[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    const text = joinLine(line);
    if (!text.trim()) continue;
    if (previous) {
      const step = previous.y - line.y;
      const size = Math.max(previous.size, line.size);
      // A wide gap down is a new paragraph; any step back up is a new block (the next column, a box).
      if (step > size * 1.9 || step < -size * 0.5) out.push('');
    }
    out.push(text);
    previous = line;
  }
  return out.join('\n');
}

/** Error code when no page has any text: a scanned PDF (images only). */
export const NO_TEXT = 'pdf_no_text';

/** Every page's text; throws `{ code: 'pdf_no_text' }` when the whole file has none. */
export async function extractPdfText(
  doc: TextSource,
  options: { onPage?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<string[]> {
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    options.signal?.throwIfAborted();
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const texts = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(textFromItems(content.items, textCleaner(await loadedFontsOf(page, texts))));
    page.cleanup();
    options.onPage?.(n, doc.numPages);
  }
  if (pages.every((text) => text.trim() === ''))
    throw Object.assign(new Error('This PDF has no text'), { code: NO_TEXT });
  return pages;
}

/** One .txt for the whole file: pages separated by a form feed line naming the page. */
export function joinPages(pages: readonly string[], label: (n: number) => string): string {
  return pages.map((text, i) => `${label(i + 1)}\n\n${text}`).join('\n\n');
}
