import { describe, expect, it } from 'vitest';
import { normalizeSearchText, rateSearch, searchTools } from './search.ts';
import { tools } from './tools.ts';

const items = [
  { code: 'pdf_merge', names: { 'zh-CN': 'PDF合并', en: 'Merge PDF' } },
  { code: 'pdf_split', names: { 'zh-CN': 'PDF拆分', en: 'Split PDF' } },
  { code: 'word_merge', names: { 'zh-CN': 'Word合并', en: 'Merge Word files' } },
  { code: 'text_replace', names: { 'zh-CN': '文本替换', en: 'Find and replace text' } },
];

/** The catalogue as the web and the server search it (desktop tools are listed elsewhere). */
const listed = tools
  .filter((t) => t.runs !== 'desktop')
  .map((t) => ({ code: t.code, names: t.name, descriptions: t.description, keywords: t.keywords }));
const find = (query: string) => searchTools(listed, query).map((t) => t.code);

describe('normalizeSearchText', () => {
  it('trims, collapses whitespace and splits words on spaces and commas', () => {
    expect(normalizeSearchText('  PDF   Merge ,，x ')).toEqual(['pdf', 'merge', 'x']);
    expect(normalizeSearchText(' \t ')).toEqual([]);
  });
});

describe('searchTools rules', () => {
  it('finds by whole text in either language', () => {
    expect(searchTools(items, '合并').map((i) => i.code)).toEqual(['pdf_merge', 'word_merge']);
    expect(searchTools(items, 'merge').map((i) => i.code)).toEqual(['pdf_merge', 'word_merge']);
  });

  it('lists only the tools that match every word when some do', () => {
    expect(searchTools(items, 'pdf merge').map((i) => i.code)).toEqual(['pdf_merge']);
    expect(searchTools(items, 'word merge').map((i) => i.code)).toEqual(['word_merge']);
  });

  it('falls back to adjacent character pairs, met inside one term', () => {
    // "替换文本" is nowhere whole; its pairs 替换 and 文本 are both in 文本替换 (2 of 3).
    expect(searchTools(items, '替换文本').map((i) => i.code)).toEqual(['text_replace']);
    // Plural: 4 of the 5 pairs of "merges" are in "merge".
    expect(searchTools(items, 'merges').map((i) => i.code)).toEqual(['pdf_merge', 'word_merge']);
  });

  it('needs a share of the query pairs, not a few scattered ones', () => {
    // Half of the pairs of 替换文 (替换, not 换文): too little.
    expect(searchTools(items, '替换文')).toEqual([]);
    // "text" and "replace" hold te, ex, xt, pl, ac…, but not in one term and not 60 % of them.
    expect(searchTools(items, 'xylophone')).toEqual([]);
  });

  it('counts a Latin word only at the start of a word, not inside one', () => {
    const pw = [{ code: 'random_password', names: { en: 'Random password' } }];
    expect(searchTools(pw, 'word')).toEqual([]);
    expect(searchTools(pw, 'pass')).toHaveLength(1);
    expect(searchTools(pw, 'password')).toHaveLength(1);
  });

  it('ranks name hits above description hits, and whole words above word starts', () => {
    const two = [
      { code: 'a', names: { en: 'Image tools' }, descriptions: { en: 'Makes files smaller: compress' } },
      { code: 'b', names: { en: 'Compress image' } },
      { code: 'c', names: { en: 'Compressor settings' } },
    ];
    expect(searchTools(two, 'compress').map((i) => i.code)).toEqual(['b', 'c', 'a']);
    const [desc, name] = [rateSearch(two[0]!, ['compress']), rateSearch(two[1]!, ['compress'])];
    expect(name.score).toBeGreaterThan(desc.score);
    expect(desc.share).toBe(1);
  });

  it('drops filler words people add (free, online, 在线, 免费, 工具) unless nothing else is left', () => {
    expect(searchTools(items, 'free online merge pdf').map((i) => i.code)).toEqual(['pdf_merge']);
    expect(searchTools(items, '在线PDF合并工具').map((i) => i.code)).toEqual(['pdf_merge']);
    expect(searchTools([{ code: 'x', names: { en: 'Free tools' } }], 'free')).toHaveLength(1);
  });

  it('returns nothing for an empty query', () => {
    expect(searchTools(items, '   ')).toEqual([]);
  });
});

describe('searchTools on the catalogue', () => {
  it('"merge" and "合并" list the merge tools and nothing else', () => {
    for (const query of ['merge', '合并']) {
      const found = find(query);
      expect(found.slice(0, 2), query).toEqual(['pdf_merge', 'pdf_merge_adv']);
      expect(found, query).toContain('word_merge');
      for (const code of found) expect(code, query).toMatch(/merge/);
    }
  });

  it('finds PDF to Word by its Chinese name, also in the other word order', () => {
    expect(find('pdf转word')[0]).toBe('pdf_to_word');
    expect(find('PDF 转 Word')[0]).toBe('pdf_to_word');
    expect(find('word转pdf')[0]).toBe('word_to_pdf');
  });

  it('puts the whole phrase first: "pdf to word" and "word to pdf"', () => {
    expect(find('pdf to word')).toEqual(['pdf_to_word', 'word_to_pdf']);
    expect(find('word to pdf')).toEqual(['word_to_pdf', 'pdf_to_word']);
  });

  it('"compress pdf" lists PDF compression, not every PDF tool', () => {
    expect(find('compress pdf')).toEqual(['pdf_compress']);
    expect(find('pdf压缩')).toEqual(['pdf_compress']);
    expect(find('compress').slice(0, 2)).toEqual(['pdf_compress', 'image_compress']);
  });

  it('finds image compression however it is asked for in Chinese', () => {
    for (const query of ['图片压缩', '压缩图片', '图片压缩工具', '免费在线图片压缩']) {
      expect(find(query)[0], query).toBe('image_compress');
    }
  });

  it('finds by synonyms in both languages', () => {
    expect(find('二维码')).toEqual(['qr_code_generator']);
    expect(find('qr code')).toEqual(['qr_code_generator']);
    expect(find('番茄钟')).toEqual(['tomato_clock']);
    expect(find('拆分pdf')).toEqual(['pdf_split']);
  });

  it('finds nothing for nonsense in either script', () => {
    for (const query of ['xylophone', 'qwertyuiop', 'asdf', '哈哈哈', 'pdf xylophone']) {
      expect(find(query), query).toEqual([]);
    }
  });
});
