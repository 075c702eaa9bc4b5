import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdItem } from '@toolbox/contracts';
import { adListCodes } from '@toolbox/contracts/paths';
import { useLocale } from '../../i18n/use-locale.ts';
import { Icon } from '../../ui/icons.tsx';
import { sanitizeHtml } from '../auth/sanitize-html.ts';
import { adListResource, localText, safeLink } from './site-content-api.ts';
import { PromoIcon } from './promo-icons.tsx';
import './site-content.css';

/** localStorage key: '1' when the visitor folded the banner to its icon, '0' when opened again. */
export const BANNER_COLLAPSED_KEY = 'toolbox.bannerCollapsed';

const listeners = new Set<() => void>();

function readCollapsed(): boolean {
  try {
    const value = localStorage.getItem(BANNER_COLLAPSED_KEY);
    if (value !== null) return value === '1';
    // Phones start folded: the card would push the tools too far down a small screen.
    return window.matchMedia?.('(max-width: 640px)').matches ?? false;
  } catch {
    return false;
  }
}

function setCollapsed(value: boolean) {
  try {
    localStorage.setItem(BANNER_COLLAPSED_KEY, value ? '1' : '0');
  } catch {
    // storage blocked: the next read falls back to the default
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The first live item of the banner list, and whether the visitor folded it. */
function useBanner(code: string): { item: AdItem | undefined; collapsed: boolean } {
  const list = adListResource(code).use();
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, () => false);
  return { item: list.data?.[0], collapsed };
}

/**
 * The promotional banner (list `banner_bd`) as a card on the home page, folding to its icon
 * (`PromoBannerIcon`, in the toolbar above); the choice is remembered. Its text may hold markup,
 * shown only after the allow-list pass (no scripts, no images, safe links).
 */
export function PromoBanner({ code = adListCodes.banner }: { code?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { item, collapsed } = useBanner(code);
  if (!item || collapsed) return null;
  const title = localText(item.titles, locale) || item.title;
  const link = safeLink(item.url);
  const secText = localText(item.secTexts, locale);
  return (
    <aside className="promo-banner" aria-label={t('site.banner.label')} data-testid="promo-banner">
      <span className="promo-banner-badge">
        <PromoIcon icon={item.icon} />
      </span>
      <div className="promo-banner-body">
        <strong>{title}</strong>
        <p
          className="promo-banner-text"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(localText(item.texts, locale) || item.text) }}
        />
        {secText ? <p className="promo-banner-sec">{secText}</p> : null}
      </div>
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
      <button
        type="button"
        className="icon-button promo-banner-fold"
        aria-label={t('site.banner.fold')}
        title={t('site.banner.fold')}
        aria-expanded={true}
        onClick={() => setCollapsed(true)}
      >
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}

/** The folded banner: its icon, which opens the card again. Nothing while the card is open. */
export function PromoBannerIcon({ code = adListCodes.banner }: { code?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { item, collapsed } = useBanner(code);
  if (!item || !collapsed) return null;
  const title = localText(item.titles, locale) || item.title;
  return (
    <button
      type="button"
      className="promo-banner-icon"
      aria-label={t('site.banner.open', { title })}
      title={title}
      aria-expanded={false}
      data-testid="promo-banner-icon"
      onClick={() => setCollapsed(false)}
    >
      <PromoIcon icon={item.icon} size={22} />
    </button>
  );
}
