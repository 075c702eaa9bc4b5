import { describe, expect, it } from 'vitest';
import { cleanPdfText, mayHoldUnmappedGlyphs, textCleaner } from './text-clean.ts';

describe('cleanPdfText', () => {
  it('drops the C0/C1 controls, lone surrogates and U+FFFE/U+FFFF that XML 1.0 forbids', () => {
    expect(cleanPdfText('Hi\u0001\u0003\u0004\u001ahi\u0000')).toBe('Hihi');
    expect(cleanPdfText('a\u007f\u0085\u009fb')).toBe('ab');
    expect(cleanPdfText('x\ud800y\udc00z\ufffe\uffff')).toBe('xyz');
  });

  it('keeps tab, line breaks, astral characters and every script as they are', () => {
    const text = 'a\tb\nc\r\n中文 مرحبا Ελληνικά 😀 𝑥';
    expect(cleanPdfText(text)).toBe(text);
  });
});

describe('textCleaner', () => {
  // pdf.js's font objects (fontExtraProperties): a Type0 font whose ToUnicode maps 5 codes.
  const partial = { composite: true, toUnicode: { _map: [undefined, undefined, 'H', 'e', 'l', 'o', 'ﬁ'] } };
  const fonts: Record<string, object> = {
    partial,
    simple: { composite: false, toUnicode: { _map: ['a'] } },
    identity: { composite: true, toUnicode: {} },
  };
  const clean = textCleaner((name) => fonts[name]);

  it('drops characters of an incompletely mapped composite font that no mapping produces', () => {
    expect(clean('Hello ϲΒϴΒ', 'partial')).toBe('Hello ');
    expect(clean('ﬁfi', 'partial')).toBe('ﬁfi'); // pdf.js normalises the ligature
  });

  it('leaves simple fonts, identity maps and unknown fonts alone, controls aside', () => {
    expect(clean('ϲΒϴΒ\u0001', 'simple')).toBe('ϲΒϴΒ');
    expect(clean('ϲΒϴΒ', 'identity')).toBe('ϲΒϴΒ');
    expect(clean('ϲΒϴΒ', 'missing')).toBe('ϲΒϴΒ');
    expect(clean('ϲΒϴΒ')).toBe('ϲΒϴΒ');
  });

  it('asks for fonts only when a character past Latin-1 and its common neighbours is there', () => {
    expect(mayHoldUnmappedGlyphs(['Plain Latin-1 text: café'])).toBe(false);
    // Quotes, dashes, bullets, maths, ligatures and Latin Extended letters of English and Polish text.
    expect(mayHoldUnmappedGlyphs(['“it’s” – • ∑ ≤ ﬁ Łódź ˆ'])).toBe(false);
    expect(mayHoldUnmappedGlyphs(['Plain', 'ϲΒ'])).toBe(true);
  });
});
