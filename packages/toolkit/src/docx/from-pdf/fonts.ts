// PDF font names mapped to the families a reader has installed. Word and LibreOffice both substitute
// metric-compatible fonts for the common Windows names (Liberation for Times New Roman, Arial and
// Courier New; Carlito and Caladea for Calibri and Cambria), so the Windows name is what we write.

/** Known families by the start of their PDF name (lower case, letters and digits only). */
const FAMILIES: [RegExp, string][] = [
  [
    /^(timesnewroman|times|nimbusrom|tinos|liberationserif|ptmr|utmr|texgyretermes|stixgeneral|stix)/,
    'Times New Roman',
  ],
  [/^(arial|helvetica|nimbussan|arimo|liberationsans|phvr|uhvr|texgyreheros)/, 'Arial'],
  [/^(couriernew|courier|nimbusmon|cousine|liberationmono|pcrr|texgyrecursor)/, 'Courier New'],
  [/^(calibri|carlito)/, 'Calibri'],
  [/^(cambria|caladea)/, 'Cambria'],
  // TeX's Computer Modern and Latin Modern: the closest family everyone has.
  [/^(cmr|cmbx|cmti|cmsl|cmcsc|cmmi|lmroman|sfrm|sfbx|sfti|lmr|ecrm|ecbx|ecti)/, 'Times New Roman'],
  [/^(cmss|lmsans|sfss)/, 'Arial'],
  [/^(cmtt|lmmono|sftt)/, 'Courier New'],
  [/^dejavusansmono/, 'DejaVu Sans Mono'],
  [/^dejavusans/, 'DejaVu Sans'],
  [/^dejavuserif/, 'DejaVu Serif'],
  [/^(segoeui|segoe)/, 'Segoe UI'],
  [/^(symbol|standardsymbol)/, 'Symbol'],
];

/** Chinese, Japanese and Korean families by the start of their PDF name. */
const CJK_FAMILIES: [RegExp, string][] = [
  [/^(simsun|nsimsun|songti|stsong|宋体)/, 'SimSun'],
  [/^(simhei|heiti|stheiti|黑体)/, 'SimHei'],
  [/^(microsoftyahei|微软雅黑)/, 'Microsoft YaHei'],
  [/^(kaiti|stkaiti|楷体)/, 'KaiTi'],
  [/^(fangsong|stfangsong|仿宋)/, 'FangSong'],
  [/^(dengxian|等线)/, 'DengXian'],
  [/^(mingliu|pmingliu)/, 'PMingLiU'],
  [/^(msmincho|mincho)/, 'MS Mincho'],
  [/^(msgothic|gothic|meiryo)/, 'MS Gothic'],
  [/^(malgun|gulim|batang)/, 'Malgun Gothic'],
  [/^(notosanscjk|sourcehansans)/, 'Noto Sans CJK SC'],
  [/^(notoserifcjk|sourcehanserif)/, 'Noto Serif CJK SC'],
];

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;
const EMOJI = /\p{Extended_Pictographic}/u;

/** A family name for a PDF font name: a known family, or the name with its words spaced ("MyriadPro" -> "Myriad Pro"). */
export function familyName(pdfName: string): string {
  const key = pdfName.toLowerCase().replace(/[^a-z0-9\u3000-\u9fff]/g, '');
  for (const [pattern, family] of [...FAMILIES, ...CJK_FAMILIES]) if (pattern.test(key)) return family;
  const spaced = pdfName
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim();
  return /^[\w .]+$/.test(spaced) && spaced.length > 1 ? spaced : '';
}

/**
 * The fonts a run is written with: its family for Latin text and, when the text has CJK characters or
 * emoji, a family that has them for those (the PDF's own CJK font when it names one).
 */
export function fontsFor(pdfName: string, text: string): { ascii: string; eastAsia: string } {
  const family = familyName(pdfName);
  const cjkFamily = CJK_FAMILIES.some(([, f]) => f === family);
  if (EMOJI.test(text) && !CJK.test(text)) return { ascii: 'Segoe UI Emoji', eastAsia: 'Segoe UI Emoji' };
  if (cjkFamily) return { ascii: family, eastAsia: family };
  if (CJK.test(text)) return { ascii: family, eastAsia: 'SimSun' };
  return { ascii: family, eastAsia: family };
}
