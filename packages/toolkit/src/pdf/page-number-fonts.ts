// The two fonts page numbers are drawn with: the standard Helvetica (nothing embedded) for Latin styles,
// and a 3.6 KB Noto Sans CJK SC subset (fonts/README.md) for Chinese ones. The CJK font is embedded by
// hand as a Type0/CIDFontType2 font with Identity-H: its glyph ids and widths are known at build time,
// so no font parser (fontkit, ~330 KB gzipped) has to ship to the browser.
import { PDFHexString, PDFString, StandardFonts, degrees, drawText, rgb } from 'pdf-lib';
import type { PDFDocument, PDFPage, PDFRef, Rotation } from 'pdf-lib';

/** What the page-number drawing needs from a font; sizes in points. */
export interface NumberFont {
  widthOf(text: string, size: number): number;
  /** How far the glyphs rise above the baseline: Helvetica's capitals, the CJK font's ideographs. */
  capHeight(size: number): number;
  /** How far they reach below it (positive). */
  descent(size: number): number;
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; rotate: Rotation }): void;
}

const INK = rgb(0.1, 0.1, 0.1);

/** Helvetica, through pdf-lib's standard-font support. */
export async function helveticaNumberFont(doc: PDFDocument): Promise<NumberFont> {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  return {
    widthOf: (text, size) => font.widthOfTextAtSize(text, size),
    capHeight: (size) => font.heightAtSize(size, { descender: false }),
    descent: (size) => font.heightAtSize(size) - font.heightAtSize(size, { descender: false }),
    draw: (page, text, at) => page.drawText(text, { ...at, font, color: INK }),
  };
}

/** A ToUnicode CMap from glyph ids back to the characters, so copying and search give '第 3 页'. */
function toUnicodeCMap(glyphs: ReadonlyArray<readonly [string, number]>): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const pairs = glyphs.map(([ch, gid]) => `<${hex(gid)}> <${hex(ch.codePointAt(0)!)}>`);
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    `${pairs.length} beginbfchar`,
    ...pairs,
    'endbfchar',
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/**
 * Embeds the CJK subset font into `doc` once and returns a NumberFont drawing with it. Throws on a
 * character the subset lacks (the styles only use characters it has; a test checks that).
 */
export async function cjkNumberFont(doc: PDFDocument): Promise<NumberFont> {
  const { PAGE_NUMBER_FONT: meta, PAGE_NUMBER_FONT_BASE64 } = await import('./fonts/page-number-font.ts');
  const program = Uint8Array.from(atob(PAGE_NUMBER_FONT_BASE64), (c) => c.charCodeAt(0));
  const glyphs = Object.entries(meta.glyphs) as Array<[string, readonly [number, number]]>;
  const scale = 1000 / meta.unitsPerEm;
  const { context } = doc;
  // A fixed six-letter tag marks the font as a subset (PDF 32000-1, 9.6.4).
  const name = `TBPGNO+${meta.postScriptName}`;
  const fontFile = context.register(context.flateStream(program, { Length1: program.length }));
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: name,
      Flags: 4, // symbolic: glyphs outside the standard Latin set
      FontBBox: meta.bbox.map((v) => Math.round(v * scale)),
      ItalicAngle: 0,
      Ascent: Math.round(meta.ascent * scale),
      Descent: Math.round(meta.descent * scale),
      CapHeight: Math.round(meta.capHeight * scale),
      StemV: 80,
      FontFile2: fontFile,
    }),
  );
  const widths = glyphs
    .map(([, [gid, advance]]) => [gid, Math.round(advance * scale)] as const)
    .sort((a, b) => a[0] - b[0])
    .flatMap(([gid, w]) => [gid, [w]]);
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      W: widths,
      DW: 1000,
      CIDToGIDMap: 'Identity',
    }),
  );
  const toUnicode = context.register(
    context.flateStream(toUnicodeCMap(glyphs.map(([ch, [gid]]) => [ch, gid] as const))),
  );
  const fontRef: PDFRef = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: name,
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    }),
  );

  const glyphOf = (ch: string) => {
    const g = (meta.glyphs as Record<string, readonly [number, number] | undefined>)[ch];
    if (!g) throw new Error(`The page-number font has no glyph for ${JSON.stringify(ch)}`);
    return g;
  };
  const unit = (size: number) => size / meta.unitsPerEm;
  return {
    widthOf: (text, size) => [...text].reduce((sum, ch) => sum + glyphOf(ch)[1], 0) * unit(size),
    // The ink box of the subset: ideographs rise above the Latin cap height, the comma dips below.
    capHeight: (size) => meta.bbox[3] * unit(size),
    descent: (size) => -meta.bbox[1] * unit(size),
    draw(page, text, at) {
      const key = page.node.newFontDictionary('CJK', fontRef);
      const hex = [...text].map((ch) => glyphOf(ch)[0].toString(16).padStart(4, '0')).join('');
      page.pushOperators(
        ...drawText(PDFHexString.of(hex), {
          ...at,
          font: key,
          color: INK,
          xSkew: degrees(0),
          ySkew: degrees(0),
        }),
      );
    },
  };
}
