import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { joinSentences, quoteSentences } from './quote-text.ts';
import { quote } from './test-server.ts';

describe('quote sentences', () => {
  it('say a free use in Chinese without spaces between sentences', () => {
    const t = i18n.getFixedT('zh-CN');
    const text = joinSentences(
      quoteSentences(t, quote({ kind: 'free', point: 0, freeCountLeft: 2 }).data),
      'zh-CN',
    );
    expect(text).toBe('本次免费（今日还剩 2 / 3 次免费）。免费次数用完后，每次扣除 5 点。');
  });

  it('say a paid use in English, one credit in the singular', () => {
    const t = i18n.getFixedT('en');
    const one = quote({ point: 1, each: 1, freeCount: 0, balance: 7 }).data;
    expect(joinSentences(quoteSentences(t, one), 'en')).toBe('This use costs 1 credit (you have 7).');
  });
});
