import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { zhCN } from './locales/zh-CN.ts';
import { i18n, languageForEdition, LANGUAGE_KEY, setLanguage, storedLanguage } from './i18n.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

describe('shell locales', () => {
  it('have the same keys in both languages and no empty strings', () => {
    expect(keyPaths(zhCN).sort()).toEqual(keyPaths(en).sort());
    for (const locale of [en, zhCN]) {
      for (const path of keyPaths(locale)) {
        const value = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], locale);
        expect(value, path).not.toBe('');
      }
    }
  });

  it('carry the common error keys of spec section 8', () => {
    for (const key of [
      'processing_failed',
      'file_too_large',
      'copy_failed',
      'image_load_abnormal',
      'pdf_encrypted',
      'page_out_of_range',
      'ERR_NETWORK',
    ]) {
      expect(en.errors).toHaveProperty(key);
      expect(zhCN.errors).toHaveProperty(key);
    }
  });
});

describe('language choice', () => {
  it('follows the edition: cn → zh-CN, intl → en, defaultLocale wins', () => {
    expect(languageForEdition('cn')).toBe('zh-CN');
    expect(languageForEdition('intl')).toBe('en');
    expect(languageForEdition(undefined)).toBe('en');
    expect(languageForEdition('intl', 'zh-CN')).toBe('zh-CN');
  });

  it('remembers the switcher choice and sets <html lang>', async () => {
    expect(storedLanguage()).toBeNull();
    await setLanguage('zh-CN', true);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('zh-CN');
    expect(storedLanguage()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('notFound.backHome')).toBe('返回首页');
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(storedLanguage()).toBe('zh-CN'); // not remembered without `remember`
  });
});
