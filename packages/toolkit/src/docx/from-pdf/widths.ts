// How wide text comes out in the fonts a .docx from pdf_to_word is written in (Arial, Times New Roman,
// Courier New, Calibri, Cambria: what Word has, and what LibreOffice replaces by metric twins), so each
// run can be given the letter spacing that makes it as wide as in the PDF (see write-blocks.ts).
import { CHARS, WIDTHS } from './widths/widths-data.ts';

/** The families whose widths are known here. */
export const MEASURED_FAMILIES = Object.keys(WIDTHS);

const tables = new Map<string, Map<string, number>>();

/** Advance widths in ems of one family and style, read from widths-data.ts on first use. */
function table(family: string, bold: boolean, italic: boolean): Map<string, number> | undefined {
  const entry = WIDTHS[family];
  if (!entry) return undefined;
  const style = `${bold ? 'Bold' : ''}${italic ? 'Italic' : ''}` || 'Regular';
  const key = `${family}/${style}`;
  let widths = tables.get(key);
  if (widths) return widths;
  let text = entry.styles[style]!;
  if (text.startsWith('=')) text = entry.styles[text.slice(1)]!;
  const values = text.split(' ').map(Number);
  widths = new Map();
  let i = 0;
  for (const ch of CHARS) {
    const advance = values[i++]!;
    if (advance > 0) widths.set(ch, advance / entry.units);
  }
  // A character the font lacks is drawn in a fallback font: about the width of an average letter.
  const letters = [...'abcdefghijklmnopqrstuvwxyz'].map((c) => widths!.get(c) ?? 0.5);
  widths.set('', letters.reduce((s, w) => s + w, 0) / letters.length);
  tables.set(key, widths);
  return widths;
}

/** East Asian wide characters (CJK, kana, Hangul, full-width forms) and emoji: one em in every font. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff01-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]|\p{Extended_Pictographic}/u;

/** Quotes, dashes and dots that CJK fonts draw full width (East Asian width "ambiguous"). */
const AMBIGUOUS = /[\u2018\u2019\u201c\u201d\u2014\u2026\u00b7\u2025\u203b\u00a7\u00b0]/u;

/**
 * Width of `text` in ems in one of MEASURED_FAMILIES, undefined for another family. Accented letters
 * missing from the table count as their base letter; wide characters as one em, and in CJK text
 * (`cjk`: drawn in the East Asian font) the quotes, dashes and dots that font draws full width too.
 */
export function textWidth(
  text: string,
  family: string,
  bold = false,
  italic = false,
  cjk = false,
): number | undefined {
  const widths = table(family, bold, italic);
  if (!widths) return undefined;
  let total = 0;
  for (const ch of text) {
    const known = cjk && AMBIGUOUS.test(ch) ? 1 : widths.get(ch);
    if (known !== undefined) total += known;
    else if (WIDE.test(ch)) total += 1;
    else if (/\p{M}/u.test(ch)) continue;
    else total += widths.get(ch.normalize('NFD')[0]!) ?? widths.get('')!;
  }
  return total;
}
