import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale, setLanguage } from '../i18n/i18n.ts';
import { Icon } from '../ui/icons.tsx';
import { useLocale } from './hooks.ts';

/** Language picker of the top bar; the choice is remembered in localStorage. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <div className="lang-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('lang.label')}
      </label>
      <Icon name="globe" size={18} className="lang-icon" />
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const value = event.target.value;
          if (isLocale(value)) void setLanguage(value, true);
        }}
      >
        {LOCALES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`lang.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
