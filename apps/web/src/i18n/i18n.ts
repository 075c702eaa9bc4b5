import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Edition, Locale } from '@toolbox/contracts';
import { en } from './locales/en.ts';
import { zhCN } from './locales/zh-CN.ts';
import type { ToolLocales } from '../framework/define-tool.ts';

export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];
/** localStorage key of the language the visitor picked in the top bar. */
export const LANGUAGE_KEY = 'toolbox.lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en';
}

/** The shell's strings. Tools' strings join under `tools.<code>` through {@link registerToolLocales}. */
export function buildResources() {
  return {
    'zh-CN': { translation: { ...zhCN, tools: {} } },
    en: { translation: { ...en, tools: {} } },
  };
}

/** The language chosen earlier in the top bar, if any. */
export function storedLanguage(): Locale | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The edition's language: the Chinese edition speaks zh-CN, the international one English. */
export function languageForEdition(edition: Edition | undefined, defaultLocale?: Locale): Locale {
  if (defaultLocale && isLocale(defaultLocale)) return defaultLocale;
  return edition === 'cn' ? 'zh-CN' : 'en';
}

function guessFromBrowser(): Locale {
  const nav = typeof navigator === 'undefined' ? '' : navigator.language;
  return nav.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

function syncDocument(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** The one i18next instance; ready synchronously (resources are bundled). */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: storedLanguage() ?? guessFromBrowser(),
  fallbackLng: 'en',
  supportedLngs: LOCALES,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});
syncDocument(i18n.language);
i18n.on('languageChanged', syncDocument);

/**
 * Merges each tool's strings under `tools.<code>` in both languages. The tool page calls it for
 * one tool when that tool opens (`lazy-tool.ts`), before the tool renders; tests register all.
 */
export function registerToolLocales(tools: readonly { code: string; locales: ToolLocales }[]): void {
  for (const tool of tools) {
    for (const locale of LOCALES) {
      i18n.addResourceBundle(
        locale,
        'translation',
        { tools: { [tool.code]: tool.locales[locale] } },
        true,
        true,
      );
    }
  }
}

/** Whether this tool's strings are registered (both languages are registered together). */
export function hasToolLocales(code: string): boolean {
  return i18n.getResource('en', 'translation', `tools.${code}`) !== undefined;
}

/** Switches the language; `remember` stores the choice (the top-bar switcher does). */
export async function setLanguage(lng: Locale, remember = false): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_KEY, lng);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }
  await i18n.changeLanguage(lng);
}

/** The current language as a Locale. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : 'en';
}
