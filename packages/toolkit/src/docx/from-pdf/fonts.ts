// PDF font names mapped to the families a .docx is written in. Text is written in a family whose widths
// are known (widths.ts: Arial, Times New Roman, Courier New, Calibri, Cambria; LibreOffice lays them out
// with their metric twins Liberation, Carlito and Caladea), so that each run can be spaced to the PDF's
// width and lines break where the PDF's do. A PDF font with the same widths keeps its family; any other
// gets the measured family of its kind (serif, sans, mono) closest to its widths (font-choice.ts).

/** Fonts with the widths of a measured family, by the start of their PDF name (lower case, letters and digits). */
const SAME_WIDTHS: [RegExp, string][] = [
  [/^(timesnewroman|times|nimbusrom|tinos|liberationserif|ptmr|utmr|texgyretermes)/, 'Times New Roman'],
  [
    /^(arial(?!narrow)|helvetica(?!neue)|nimbussans(?!narrow)|arimo|liberationsans|phvr|uhvr|texgyreheros)/,
    'Arial',
  ],
  [/^(couriernew|courier|nimbusmon|cousine|liberationmono|pcrr|texgyrecursor)/, 'Courier New'],
  [/^(calibri|carlito)/, 'Calibri'],
  [/^(cambria|caladea)/, 'Cambria'],
];

export type FontKind = 'serif' | 'sans' | 'mono';

/** The kind of some well-known fonts whose widths are not measured here (TeX's, Linux's, Apple's). */
const KINDS: [RegExp, FontKind][] = [
  [
    /^(cmtt|lmmono|sftt|dejavusansmono|consolas|menlo|monaco|sourcecodepro|inconsolata|lucidaconsole)/,
    'mono',
  ],
  [
    /^(cmss|lmsans|sfss|dejavusans|segoe|verdana|tahoma|trebuchet|helveticaneue|notosans|opensans|roboto)/,
    'sans',
  ],
  [
    /^(cmr|cmbx|cmti|cmsl|cmcsc|cmmi|cmsy|lmroman|sfrm|sfbx|sfti|lmr|ecrm|ecbx|ecti|dejavuserif|georgia)/,
    'serif',
  ],
  [/^(garamond|palatino|bookantiqua|bookman|centuryschoolbook|notoserif|sourceserif|minion)/, 'serif'],
];

/** Chinese, Japanese and Korean families by the start of their PDF name, with the Latin family that suits them. */
const CJK_FAMILIES: [RegExp, string, string][] = [
  [/^(simsun|nsimsun|songti|stsong|宋体)/, 'SimSun', 'Times New Roman'],
  [/^(simhei|heiti|stheiti|黑体)/, 'SimHei', 'Arial'],
  [/^(microsoftyahei|微软雅黑)/, 'Microsoft YaHei', 'Arial'],
  [/^(kaiti|stkaiti|楷体)/, 'KaiTi', 'Times New Roman'],
  [/^(fangsong|stfangsong|仿宋)/, 'FangSong', 'Times New Roman'],
  [/^(dengxian|等线)/, 'DengXian', 'Arial'],
  [/^(mingliu|pmingliu)/, 'PMingLiU', 'Times New Roman'],
  [/^(msmincho|mspmincho|mincho)/, 'MS Mincho', 'Times New Roman'],
  [/^(msgothic|mspgothic|gothic|meiryo)/, 'MS Gothic', 'Arial'],
  [/^(malgun|gulim|batang)/, 'Malgun Gothic', 'Arial'],
  [/^(notosanscjk|sourcehansans|wenquanyi|wqy)/, 'Noto Sans CJK SC', 'Arial'],
  [/^(notoserifcjk|sourcehanserif)/, 'Noto Serif CJK SC', 'Times New Roman'],
];

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;
const EMOJI = /\p{Extended_Pictographic}/u;

const keyOf = (pdfName: string) => pdfName.toLowerCase().replace(/[^a-z0-9\u3000-\u9fff]/g, '');

/** Narrower, wider, lighter or heavier faces of a family: widths of their own. */
const VARIANT = /narrow|condensed|compressed|light|thin|black|heavy|medium|semibold|demi|rounded/;

/** The measured family with the same widths as a PDF font, when there is one. */
export function sameWidthFamily(pdfName: string): string | undefined {
  const key = keyOf(pdfName);
  if (VARIANT.test(key)) return undefined;
  return SAME_WIDTHS.find(([pattern]) => pattern.test(key))?.[1];
}

/** A CJK font's family and the Latin family written beside it, when the PDF font is one. */
export function cjkFamily(pdfName: string): { family: string; latin: string } | undefined {
  const key = keyOf(pdfName);
  const found = CJK_FAMILIES.find(([pattern]) => pattern.test(key));
  return found && { family: found[1], latin: found[2] };
}

/** The kind of a font its name tells, when it does. */
export function kindByName(pdfName: string): FontKind | undefined {
  const key = keyOf(pdfName);
  return KINDS.find(([pattern]) => pattern.test(key))?.[1];
}

/**
 * A family name for a PDF font name: a measured or CJK family, or the name with its words spaced
 * ("MyriadPro" -> "Myriad Pro"). pdf_to_word replaces the latter before writing (font-choice.ts).
 */
export function familyName(pdfName: string): string {
  const known = sameWidthFamily(pdfName) ?? cjkFamily(pdfName)?.family;
  if (known) return known;
  const spaced = pdfName
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim();
  return /^[\w .]+$/.test(spaced) && spaced.length > 1 ? spaced : '';
}

/**
 * The fonts a run is written with: its family for Latin text (a CJK font's Latin partner) and, when the
 * text has CJK characters or emoji, a family that has them (the PDF's own CJK font when it names one).
 */
export function fontsFor(pdfName: string, text: string): { ascii: string; eastAsia: string } {
  const cjk = cjkFamily(pdfName);
  const family = cjk ? cjk.latin : familyName(pdfName);
  if (EMOJI.test(text) && !CJK.test(text)) return { ascii: 'Segoe UI Emoji', eastAsia: 'Segoe UI Emoji' };
  if (cjk) return { ascii: family, eastAsia: cjk.family };
  if (CJK.test(text)) return { ascii: family, eastAsia: 'SimSun' };
  return { ascii: family, eastAsia: family };
}
