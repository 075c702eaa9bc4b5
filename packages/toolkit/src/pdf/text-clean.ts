// Text that pdf.js reads from a page is cleaned here before it reaches a .txt or a .docx. Fonts whose
// glyph names are not standard (pdfLaTeX's Type 1 fonts, some Arabic fonts) make pdf.js fall back to
// the raw character code, so U+0001, U+001A and the like come out as "text"; XML 1.0 forbids them,
// and Word and LibreOffice refuse a document.xml holding one.

/** Whether a code point may stand in extracted text: XML 1.0's Char minus the C0/C1 controls. */
function isTextCodePoint(cp: number): boolean {
  if (cp === 0x09 || cp === 0x0a || cp === 0x0d) return true;
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false; // a lone surrogate (pairs arrive as one code point)
  return cp !== 0xfffe && cp !== 0xffff;
}

/**
 * The text without control characters, lone surrogates and U+FFFE/U+FFFF (what XML 1.0 and a plain
 * text reader cannot take); tab, line feed and carriage return stay.
 */
export function cleanPdfText(text: string): string {
  let out = '';
  let dropped = false;
  for (const ch of text) {
    if (isTextCodePoint(ch.codePointAt(0)!)) out += ch;
    else dropped = true;
  }
  return dropped ? out : text;
}

/**
 * What pdf.js hands over of a loaded font when the document is opened with `fontExtraProperties`
 * (in `page.commonObjs` once the page's operator list was read).
 */
export interface LoadedFontLike {
  composite?: boolean;
  /** pdf.js's ToUnicodeMap: `_map[code]` is the code's text; an identity map has no `_map`. */
  toUnicode?: { _map?: ReadonlyArray<string | number | undefined | null> };
}

/** The characters a font's ToUnicode map can produce, or null when the font's text is trusted as is. */
function mappedCharacters(font: LoadedFontLike | undefined): Set<string> | null {
  // Only composite (Type0) fonts with a ToUnicode map of their own: for a code missing from it, pdf.js
  // returns the code itself as a character (a glyph id: 'ϲΒϴΒ' in an Arabic file), poppler nothing.
  const map = font?.composite ? font.toUnicode?._map : undefined;
  if (!map) return null;
  const chars = new Set<string>();
  for (const value of map) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'number' ? String.fromCodePoint(value) : value;
    // pdf.js normalises ligatures and compatibility forms in text content (NFKC-like).
    for (const ch of text + text.normalize('NFKC')) chars.add(ch);
  }
  return chars.size > 0 ? chars : null;
}

/**
 * Cleans pdf.js text items: control characters go (see cleanPdfText), and in a composite font whose
 * ToUnicode map is incomplete, characters no mapping produces (the raw codes of unmapped glyphs) go
 * too, as poppler's pdftotext drops them. `fontOf` returns the loaded font of an item's fontName.
 */
export function textCleaner(
  fontOf?: (fontName: string) => LoadedFontLike | undefined,
): (text: string, fontName?: string) => string {
  const cache = new Map<string, Set<string> | null>();
  return (text, fontName) => {
    const clean = cleanPdfText(text);
    if (!fontOf || !fontName) return clean;
    let allowed = cache.get(fontName);
    if (allowed === undefined) {
      allowed = mappedCharacters(fontOf(fontName));
      cache.set(fontName, allowed);
    }
    if (!allowed) return clean;
    let out = '';
    for (const ch of clean) if (allowed.has(ch) || /\s/.test(ch)) out += ch;
    return out;
  };
}

/**
 * Ranges past Latin-1 that ordinary Latin text uses (Latin Extended, modifier letters, punctuation, quotes,
 * symbols, arrows, maths, bullets, ligatures): they alone do not make a page worth loading fonts for.
 */
const COMMON_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0100, 0x024f],
  [0x02b0, 0x02ff],
  [0x2000, 0x23ff],
  [0x25a0, 0x25ff],
  [0xfb00, 0xfb06],
];

/**
 * Whether the items' text may hold raw glyph codes: a character past Latin-1 outside the common ranges
 * (the Greek and Coptic 'ϲΒϴΒ' of an Arabic file's glyph ids, any non-Latin script). Only then are the
 * fonts worth loading: reading a page's operator list costs about as much again as its text.
 */
export function mayHoldUnmappedGlyphs(texts: Iterable<string>): boolean {
  for (const text of texts)
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (cp > 0xff && !COMMON_RANGES.some(([from, to]) => cp >= from && cp <= to)) return true;
    }
  return false;
}

/**
 * The loaded fonts of a pdf.js page, for textCleaner. pdf.js sends fonts to the main thread only with
 * an operator list, so one is read when the page's text may hold unmapped glyphs; undefined otherwise.
 */
export async function loadedFontsOf(
  page: { getOperatorList?(): Promise<unknown>; commonObjs?: { get(id: string): unknown } },
  texts: Iterable<string>,
): Promise<((fontName: string) => LoadedFontLike | undefined) | undefined> {
  const { commonObjs } = page;
  if (!page.getOperatorList || !commonObjs || !mayHoldUnmappedGlyphs(texts)) return undefined;
  await page.getOperatorList();
  return (fontName) => {
    try {
      return commonObjs.get(fontName) as LoadedFontLike | undefined;
    } catch {
      return undefined; // not resolved: a font pdf.js could not load
    }
  };
}
