import { describe, expect, it } from 'vitest';
import { SYMBOL_CATEGORIES, searchSymbols } from './symbols.ts';

describe('symbol tables', () => {
  it('have a character and both names for every entry, with no duplicate in a category', () => {
    expect(SYMBOL_CATEGORIES.length).toBeGreaterThanOrEqual(10);
    for (const { id, symbols } of SYMBOL_CATEGORIES) {
      expect(symbols.length, id).toBeGreaterThan(10);
      for (const s of symbols) {
        expect(s.char, `${id} ${s.en}`).not.toBe('');
        expect(s.en && s.zh, `${id} ${s.char}`).toBeTruthy();
      }
      expect(new Set(symbols.map((s) => s.char)).size, id).toBe(symbols.length);
    }
  });
});

describe('searchSymbols', () => {
  it('finds by English or Chinese name, every word must match', () => {
    expect(searchSymbols('right arrow').map((s) => s.char)).toContain('→');
    expect(searchSymbols('right arrow').map((s) => s.char)).not.toContain('←');
    expect(searchSymbols('箭头').length).toBeGreaterThan(10);
    expect(searchSymbols('摄氏').map((s) => s.char)).toEqual(['℃']);
    expect(searchSymbols('EURO').map((s) => s.char)).toEqual(['€']);
  });

  it('matches a translated category name and lists shared symbols once', () => {
    expect(searchSymbols('希腊', { greek: '希腊字母' }).length).toBe(34);
    const pi = searchSymbols('pi').filter((s) => s.char === 'π');
    expect(pi).toHaveLength(1);
  });

  it('puts the typed character itself first and returns nothing for an empty query', () => {
    expect(searchSymbols('★')[0]!.char).toBe('★');
    expect(searchSymbols('   ')).toEqual([]);
  });
});
