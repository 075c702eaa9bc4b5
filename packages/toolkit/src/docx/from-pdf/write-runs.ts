// WordprocessingML runs: fonts, bold, italic, size, colour, links, and the letter spacing that makes each
// run as wide as the PDF draws it (its family's widths from widths.ts), so lines break and words stand
// where they do in the PDF even where the PDF's font is not installed.
import { escapeXml } from '../package.ts';
import { fontsFor } from './fonts.ts';
import type { Run } from './blocks.ts';
import { textWidth } from './widths.ts';

const EMOJI_RUN =
  /(\p{Extended_Pictographic}(?:\u{fe0f}|\u{200d}|\p{Emoji_Modifier}|\p{Extended_Pictographic})*)/u;

/**
 * Letter spacing is kept within this share of the font size: more reads as spaced-out letters (and text
 * extraction splits the words), and a larger difference is not a font's width anyway. CJK text may
 * take more: a proportional Japanese font sets kana a tenth of an em narrower than the full-width
 * forms of the fonts a reader has, and its characters are no words to split.
 */
const MAX_SPACING = 0.08;
const MAX_CJK_SPACING = 0.25;
const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Whether most of the text is CJK (wide) characters. */
const mostlyWide = (text: string) => {
  const chars = [...text];
  return chars.filter((ch) => WIDE.test(ch)).length * 2 > chars.length;
};

/**
 * The letter spacing (twips after each character) that gives the run's drawn text its PDF width, as
 * [spacing, how many characters get one twip more] so the total comes out exact; undefined when the
 * width or the family's widths are unknown.
 */
export function letterSpacing(r: Run): [number, number] | undefined {
  if (r.width === undefined || r.script || r.field || EMOJI_RUN.test(r.text)) return undefined;
  const drawn = r.text.slice(r.lead ?? 0).replace(/\t/g, '');
  const count = [...drawn].length;
  const cjk = mostlyWide(drawn);
  const natural = textWidth(drawn, fontsFor(r.font, drawn).ascii, r.bold, r.italic, cjk);
  if (natural === undefined || count === 0) return undefined;
  // The size as written: whole half-points.
  const size = Math.round(r.size * 2) / 2;
  const limit = Math.floor(size * (cjk ? MAX_CJK_SPACING : MAX_SPACING) * 20) * count;
  const total = Math.max(-limit, Math.min(limit, Math.round((r.width - natural * size) * 20)));
  const spacing = Math.floor(total / count);
  return [spacing, total - spacing * count];
}

function oneRun(r: Run, spacing = 0): string {
  const size = Math.round(r.size * 2 * (r.script ? 1.5 : 1));
  const fonts = fontsFor(r.font, r.text);
  const attrs = [
    fonts.ascii
      ? `w:ascii="${escapeXml(fonts.ascii)}" w:hAnsi="${escapeXml(fonts.ascii)}" w:cs="${escapeXml(fonts.ascii)}"`
      : '',
    fonts.eastAsia ? `w:eastAsia="${escapeXml(fonts.eastAsia)}"` : '',
    // Quotes and dashes in CJK text in the East Asian font, as LibreOffice draws them (full width).
    mostlyWide(r.text) ? 'w:hint="eastAsia"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const props = [
    attrs ? `<w:rFonts ${attrs}/>` : '',
    r.bold ? '<w:b/>' : '',
    r.italic ? '<w:i/>' : '',
    r.color && r.color !== '000000' ? `<w:color w:val="${r.color}"/>` : '',
    spacing ? `<w:spacing w:val="${spacing}"/>` : '',
    // LibreOffice sets CJK text a little wider without kerning on (about 0.06 pt a character at 17 pt),
    // which would push a full line's last character onto the next.
    mostlyWide(r.text) ? '<w:kern w:val="2"/>' : '',
    // A superscript's own size is what the PDF shows; Word shrinks vertAlign text by a third, so undo that.
    `<w:sz w:val="${size}"/><w:szCs w:val="${size}"/>`,
    r.link ? '<w:u w:val="single"/>' : '',
    r.script ? `<w:vertAlign w:val="${r.script}"/>` : '',
  ].join('');
  const content = r.text
    .split('\t')
    .map((t) => (t ? `<w:t xml:space="preserve">${escapeXml(t)}</w:t>` : ''))
    .join('<w:tab/>');
  const xml = `<w:r><w:rPr>${props}</w:rPr>${content}</w:r>`;
  return r.field ? `<w:fldSimple w:instr=" ${r.field} ">${xml}</w:fldSimple>` : xml;
}

/**
 * Where to cut spaced text so that about `extra` characters after the cut take one twip more: at a
 * space (a word cut in two runs of different spacing comes out as two words in text extraction).
 */
function cutAt(chars: string[], extra: number): number {
  let best = chars.length;
  for (let i = 1; i < chars.length; i++)
    if (chars[i - 1] === ' ' && Math.abs(chars.length - i - extra) < Math.abs(chars.length - best - extra))
      best = i;
  return best;
}

/**
 * A run: emoji split into runs of their own (an emoji font for them, the text keeps its own); spaced
 * text split in two at a space so that the words after it take one twip more and the width comes out
 * (nearly) exact.
 */
function run(r: Run): string {
  const parts = r.text.split(EMOJI_RUN);
  if (parts.length > 1)
    return parts
      .filter(Boolean)
      .map((text) => oneRun({ ...r, text }))
      .join('');
  const spacing = letterSpacing(r);
  if (!spacing || spacing[1] === 0) return oneRun(r, spacing?.[0]);
  const chars = [...r.text];
  const cut = cutAt(chars, spacing[1]);
  if (cut >= chars.length) return oneRun(r, spacing[0] + (spacing[1] * 2 > chars.length ? 1 : 0));
  return (
    oneRun({ ...r, text: chars.slice(0, cut).join('') }, spacing[0]) +
    oneRun({ ...r, text: chars.slice(cut).join('') }, spacing[0] + 1)
  );
}

/** Runs, with runs that carry a link wrapped in a hyperlink (relationship ids from `linkId`). */
export function runsXml(list: Run[], linkId: (url: string) => string): string {
  let out = '';
  for (let i = 0; i < list.length;) {
    const url = list[i]!.link;
    if (!url) {
      out += run(list[i++]!);
      continue;
    }
    let inner = '';
    while (i < list.length && list[i]!.link === url) inner += run(list[i++]!);
    out += `<w:hyperlink r:id="${linkId(url)}" w:history="1">${inner}</w:hyperlink>`;
  }
  return out;
}
