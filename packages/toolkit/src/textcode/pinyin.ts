import { pinyin } from 'pinyin-pro';

/** tone marks (hàn), tone numbers (han4), plain (han), or first letters only (h). */
export type PinyinStyle = 'marks' | 'numbers' | 'none' | 'initials';

export interface PinyinOptions {
  style: PinyinStyle;
  /** Put a space between syllables (otherwise a word's syllables are written together). */
  separate?: boolean;
  /** Capitalise the first letter of each syllable. */
  capitalize?: boolean;
}

/** A character with its reading, for an annotated (ruby) view; `reading` is '' for non-Chinese. */
export interface PinyinToken {
  text: string;
  reading: string;
}

const TONE = { marks: 'symbol', numbers: 'num', none: 'none', initials: 'none' } as const;

/**
 * Readings of each character in context: pinyin-pro picks polyphones from its phrase dictionary
 * (银行 yín háng, 行长 háng zhǎng). Runs of non-Chinese text come back as one token with no reading.
 */
export function pinyinTokens(text: string, options: PinyinOptions): PinyinToken[] {
  if (!text) return [];
  const items = pinyin(text, {
    type: 'all',
    toneType: TONE[options.style],
    nonZh: 'consecutive',
    v: options.style !== 'marks', // ü as v when there are no tone marks (lv4), the usual typing form
  });
  return items.map((item) => {
    let reading = !item.isZh ? '' : options.style === 'initials' ? item.first : item.pinyin;
    if (reading && options.capitalize) reading = reading.charAt(0).toUpperCase() + reading.slice(1);
    return { text: item.origin, reading };
  });
}

/** `text` with every Chinese character replaced by its pinyin; everything else passes through. */
export function toPinyin(text: string, options: PinyinOptions): string {
  const separate = options.separate ?? true;
  let out = '';
  let previousWasZh = false;
  for (const token of pinyinTokens(text, options)) {
    if (token.reading) {
      // A space between syllables, and between a syllable and a letter or digit right after it.
      if ((previousWasZh && separate) || /[\p{L}\p{N}]$/u.test(out))
        out += previousWasZh && !separate ? '' : ' ';
      out += token.reading;
      previousWasZh = true;
    } else {
      if (previousWasZh && /^[\p{L}\p{N}]/u.test(token.text)) out += ' ';
      out += token.text;
      previousWasZh = false;
    }
  }
  return out;
}
