import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adListCodes } from '@toolbox/contracts/paths';
import { useLocale } from '../../i18n/use-locale.ts';
import { Icon } from '../../ui/icons.tsx';
import { sanitizeHtml } from '../auth/sanitize-html.ts';
import { adListResource, localText, safeLink } from './site-content-api.ts';
import { PromoIcon } from './promo-icons.tsx';
import './site-content.css';

/** localStorage key: '1' when the visitor folded the banner to its icon, '0' when opened again. */
export const BANNER_COLLAPSED_KEY = 'toolbox.bannerCollapsed';

function storedCollapsed(): boolean {
  try {
    const value = localStorage.getItem(BANNER_COLLAPSED_KEY);
    if (value !== null) return value === '1';
    // Phones start folded: the card would cover too much of a small screen.
    return window.matchMedia?.('(max-width: 640px)').matches ?? false;
  } catch {
    return false;
  }
}

/**
 * The promotional banner (list `banner_bd`): a card floating at the side of the home page that
 * folds to its icon and opens again (the choice is remembered). Its text may hold markup, shown
 * only after the allow-list pass (no scripts, no images, safe links).
 */
export function PromoBanner({ code = adListCodes.banner }: { code?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = adListResource(code).use();
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const item = list.data?.[0];
  if (!item) return null;
  const title = localText(item.titles, locale) || item.title;
  const set = (value: boolean) => {
    setCollapsed(value);
    try {
      localStorage.setItem(BANNER_COLLAPSED_KEY, value ? '1' : '0');
    } catch {
      // storage blocked: for this page only
    }
  };
  if (collapsed) {
    return (
      <button
        type="button"
        className="promo-banner-icon"
        aria-label={t('site.banner.open', { title })}
        title={title}
        aria-expanded={false}
        data-testid="promo-banner-icon"
        onClick={() => set(false)}
      >
        <PromoIcon icon={item.icon} size={24} />
      </button>
    );
  }
  const link = safeLink(item.url);
  const secText = localText(item.secTexts, locale);
  return (
    <aside className="promo-banner" aria-label={t('site.banner.label')} data-testid="promo-banner">
      <div className="promo-banner-head">
        <span className="promo-banner-badge">
          <PromoIcon icon={item.icon} />
        </span>
        <strong>{title}</strong>
        <button
          type="button"
          className="icon-button"
          aria-label={t('site.banner.fold')}
          aria-expanded={true}
          onClick={() => set(true)}
        >
          <Icon name="chevron-right" size={18} />
        </button>
      </div>
      <p
        className="promo-banner-text"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(localText(item.texts, locale) || item.text) }}
      />
      {secText ? <p className="promo-banner-sec">{secText}</p> : null}
      {link ? (
        link.startsWith('/') ? (
          <Link className="btn btn-primary" to={link}>
            {t('site.banner.more')}
          </Link>
        ) : (
          <a className="btn btn-primary" href={link} target="_blank" rel="noopener noreferrer">
            {t('site.banner.more')}
          </a>
        )
      ) : null}
    </aside>
  );
}
