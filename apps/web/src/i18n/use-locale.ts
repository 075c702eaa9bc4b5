import { useTranslation } from 'react-i18next';
import type { Locale } from '@toolbox/contracts';
import { isLocale } from './i18n.ts';

/** The current UI language (here rather than in the shell, so features can use it). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}
