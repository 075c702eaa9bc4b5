import { createRequire } from 'node:module';
import type { pinyin } from 'pinyin-pro';

const require = createRequire(import.meta.url);

interface CountryNames {
  registerLocale(data: unknown): void;
  getName(code: string, lang: string): string | undefined;
}

let names: CountryNames | null = null;
function countryNames(): CountryNames {
  if (!names) {
    names = require('i18n-iso-countries') as CountryNames;
    names.registerLocale(require('i18n-iso-countries/langs/en.json'));
    names.registerLocale(require('i18n-iso-countries/langs/zh.json'));
  }
  return names;
}

// Shorter English names people expect, where the ISO name is long-winded.
const EN_OVERRIDES: Record<string, string> = { CN: 'China', TW: 'Taiwan', US: 'United States' };

/** A country's name in Chinese and English from its ISO 3166 code. */
export function countryName(code: string): { zh: string; en: string } {
  const n = countryNames();
  return {
    zh: n.getName(code, 'zh') ?? code,
    en: EN_OVERRIDES[code] ?? n.getName(code, 'en') ?? code,
  };
}

// Provinces whose romanisation is not plain pinyin of the name.
const PROVINCE_EN: Record<string, string> = {
  内蒙古: 'Inner Mongolia',
  西藏: 'Tibet',
  陕西: 'Shaanxi',
  香港: 'Hong Kong',
  澳门: 'Macao',
  台湾: 'Taiwan',
  广西: 'Guangxi',
  宁夏: 'Ningxia',
  新疆: 'Xinjiang',
};

// ISP names with established English names; others are transliterated.
const ISP_EN: Record<string, string> = {
  电信: 'China Telecom',
  中国电信: 'China Telecom',
  联通: 'China Unicom',
  中国联通: 'China Unicom',
  移动: 'China Mobile',
  中国移动: 'China Mobile',
  铁通: 'China Tietong',
  教育网: 'CERNET',
  广电网: 'China Broadnet',
  广电: 'China Broadnet',
  鹏博士: 'Dr. Peng',
  阿里云: 'Alibaba Cloud',
  腾讯: 'Tencent',
  腾讯云: 'Tencent Cloud',
  华为云: 'Huawei Cloud',
  百度: 'Baidu',
  长城宽带: 'Great Wall Broadband',
};

const HAN = /\p{Script=Han}/u;

// Like the country names, the pinyin dictionary is read with the first name to romanise, not at start.
let pinyinOf: typeof pinyin | null = null;

/** Pinyin without tones, syllables joined and capitalised: "深圳" → "Shenzhen". */
function romanize(text: string): string {
  if (!HAN.test(text)) return text;
  pinyinOf ??= (require('pinyin-pro') as { pinyin: typeof pinyin }).pinyin;
  const syllables = pinyinOf(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  const joined = syllables.join('').replace(/\s+/g, ' ');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** "广东省" → "Guangdong", "内蒙古自治区" → "Inner Mongolia", "深圳市" → "Shenzhen". */
export function placeNameEn(zh: string): string {
  const core = zh.replace(/(维吾尔|壮族|回族)?(自治区|自治州|特别行政区|省|市|地区|盟)$/u, '');
  return PROVINCE_EN[core] ?? romanize(core || zh);
}

/** An ISP's English name where one is known, else its transliteration. */
export function ispNameEn(zh: string): string {
  return ISP_EN[zh] ?? romanize(zh);
}
