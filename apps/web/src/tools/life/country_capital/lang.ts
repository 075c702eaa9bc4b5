import { useTranslation } from 'react-i18next';
import type { Lang } from '@toolbox/toolkit/geo-data';

/** The data's language for the current UI language. */
export function useDataLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('zh') ? 'zh' : 'en';
}
