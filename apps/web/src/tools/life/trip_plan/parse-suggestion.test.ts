import { describe, expect, it } from 'vitest';
import { parseSuggestion } from './parse-suggestion.ts';

describe('reading a suggested itinerary back into days', () => {
  it('reads the English line format, times, notes and costs', () => {
    const days = parseSuggestion(
      'Here is your plan:\n# Day 1: West Lake\n- 08:30 | Broken Bridge | Sunrise over the lake | 0\n- 10:00 | Lingyin Temple | Buddhist carvings | 75\n\n# Day 2: Tea\n- 9:15 | Longjing Village | Tea tasting | ¥120.5\nEnjoy!',
    );
    expect(days.map((d) => d.title)).toEqual(['West Lake', 'Tea']);
    expect(days[0]!.places.map((p) => [p.time, p.name, p.note, p.cost])).toEqual([
      ['08:30', 'Broken Bridge', 'Sunrise over the lake', 0],
      ['10:00', 'Lingyin Temple', 'Buddhist carvings', 75],
    ]);
    expect(days[1]!.places[0]).toMatchObject({
      time: '09:15',
      name: 'Longjing Village',
      cost: 120.5,
      lat: null,
    });
  });

  it('reads the Chinese format with full-width separators and markdown', () => {
    const days = parseSuggestion(
      '## 第 1 天：西湖\n* **09：00** ｜ 断桥 ｜ 看日出 ｜ 0\n1. 14:00 | 灵隐寺 | 古刹 | 75元',
    );
    expect(days).toHaveLength(1);
    expect(days[0]!.title).toBe('西湖');
    expect(days[0]!.places.map((p) => [p.time, p.name, p.cost])).toEqual([
      ['09:00', '断桥', 0],
      ['14:00', '灵隐寺', 75],
    ]);
  });

  it('keeps places without a heading as one day, drops unnamed ones and bad times, and caps the sizes', () => {
    expect(parseSuggestion('- 25:00 | Night market | snacks | 30')[0]!.places[0]).toMatchObject({
      time: '',
      name: 'Night market',
      cost: 30,
    });
    expect(parseSuggestion('- 09:00 |  | nothing | 0\nplain text')).toEqual([]);
    const many = Array.from({ length: 25 }, (_, i) => `- 09:00 | Place ${i} | x | 1`).join('\n');
    expect(parseSuggestion(`# Day 1\n${many}`)[0]!.places).toHaveLength(20);
  });
});
