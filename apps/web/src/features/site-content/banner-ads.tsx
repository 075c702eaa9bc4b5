import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adListCodes } from '@toolbox/contracts/paths';
import { useLocale } from '../../i18n/use-locale.ts';
import { sanitizeHtml } from '../auth/sanitize-html.ts';
import { adListResource, localText, safeLink } from './site-content-api.ts';
import { PromoIcon } from './promo-icons.tsx';
import './site-content.css';

/** The cn edition's banner ads (list `banner_ad_cn`): a row of cards at the foot of the home page. */
export function BannerAds() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = adListResource(adListCodes.bannerAds).use();
  const items = list.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="banner-ads" aria-label={t('site.ads.label')} data-testid="banner-ads">
      {items.map((item) => {
        const link = safeLink(item.url);
        const body = (
          <>
            <span className="promo-banner-badge">
              <PromoIcon icon={item.icon} />
            </span>
            <span className="banner-ad-body">
              <strong>{localText(item.titles, locale) || item.title}</strong>
              <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(localText(item.texts, locale)) }} />
              <small>{localText(item.secTexts, locale)}</small>
            </span>
          </>
        );
        return link?.startsWith('/') ? (
          <Link key={item.id} className="banner-ad" to={link}>
            {body}
          </Link>
        ) : link ? (
          <a key={item.id} className="banner-ad" href={link} target="_blank" rel="noopener noreferrer">
            {body}
          </a>
        ) : (
          <div key={item.id} className="banner-ad">
            {body}
          </div>
        );
      })}
    </section>
  );
}
