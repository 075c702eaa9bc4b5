import { describe, expect, it } from 'vitest';
import { messages, pickLocale, translate } from './i18n.ts';

describe('pickLocale', () => {
  it('prefers the lang header, then Accept-Language by weight, then the edition', () => {
    expect(pickLocale({ lang: 'zh-CN', 'accept-language': 'en' }, 'intl')).toBe('zh-CN');
    expect(pickLocale({ lang: 'en', 'accept-language': 'zh' }, 'cn')).toBe('en');
    expect(pickLocale({ 'accept-language': 'en;q=0.4, zh-HK;q=0.9' }, 'intl')).toBe('zh-CN');
    expect(pickLocale({ 'accept-language': 'fr, de;q=0.9, en-GB;q=0.1' }, 'cn')).toBe('en');
    expect(pickLocale({ 'accept-language': 'zh;q=0, en;q=0.2' }, 'cn')).toBe('en');
    expect(pickLocale({ lang: 'ja', 'accept-language': 'ko' }, 'cn')).toBe('zh-CN');
    expect(pickLocale({}, 'intl')).toBe('en');
  });
});

describe('translate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', messages.invalidField, { field: 'keyword', detail: 'too long' })).toBe(
      'Invalid keyword: too long',
    );
    expect(translate('zh-CN', messages.unknownPath, { method: 'POST' })).toBe('接口不存在：POST {path}');
  });
});
