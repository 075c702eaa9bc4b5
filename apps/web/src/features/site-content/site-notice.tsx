import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';
import { Icon } from '../../ui/icons.tsx';
import { localText, noticeShown, safeLink, SITE_NOTICE_COOKIE } from '@toolbox/contracts/site-text';
import { asSiteNotice, dictResource } from './site-content-api.ts';
import './site-content.css';

/** localStorage key holding the id of the notice the visitor closed (a new notice shows again). */
export const NOTICE_CLOSED_KEY = 'toolbox.siteNoticeClosed';

/** A year: how long the closed notice's cookie is kept. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The id of the notice this visitor closed: from local storage, else from the cookie. */
function closedId(): string | null {
  try {
    const stored = localStorage.getItem(NOTICE_CLOSED_KEY);
    // Closed before the cookie existed: the server learns it for the next first frame.
    if (stored && !document.cookie.includes(`${SITE_NOTICE_COOKIE}=`)) rememberClosed(stored);
    if (stored) return stored;
  } catch {
    // storage blocked: the cookie may still say
  }
  const match = new RegExp(`(?:^|;\\s*)${SITE_NOTICE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Remembers the closed notice in local storage and in a cookie the server reads for the first frame. */
function rememberClosed(id: string): void {
  try {
    localStorage.setItem(NOTICE_CLOSED_KEY, id);
  } catch {
    // storage blocked: the cookie remembers it
  }
  document.cookie = `${SITE_NOTICE_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * The dismissible site notice (dictionary entry `site_notice`): shown until closed (remembered),
 * never after its end time, which the operator sets with the text. The server draws it in the home
 * page's first frame and hands its entry over (`primeFrameNotice`), so it is there from the start.
 */
export function SiteNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const entry = dictResource('site_notice').use();
  const [closed, setClosed] = useState(closedId);
  const notice = asSiteNotice(entry.data?.value);
  if (!noticeShown(notice, Date.now(), closed)) return null;
  const link = safeLink(notice.url);
  const linkText = localText(notice.linkText, locale);
  const close = () => {
    rememberClosed(notice.id);
    setClosed(notice.id);
  };
  return (
    <section className="site-notice" aria-label={t('site.notice.label')} data-testid="site-notice">
      <Icon name="info" size={18} className="site-notice-icon" />
      <p>
        {localText(notice.text, locale)}
        {link && linkText ? (
          <> {link.startsWith('/') ? <Link to={link}>{linkText}</Link> : <a href={link}>{linkText}</a>}</>
        ) : null}
      </p>
      <button type="button" className="icon-button" aria-label={t('site.notice.close')} onClick={close}>
        <Icon name="close" size={18} />
      </button>
    </section>
  );
}
