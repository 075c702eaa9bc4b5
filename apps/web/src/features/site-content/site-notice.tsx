import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteNotice as Notice } from '@toolbox/contracts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Icon } from '../../ui/icons.tsx';
import { asSiteNotice, dictResource, localText, safeLink } from './site-content-api.ts';
import './site-content.css';

/** localStorage key holding the id of the notice the visitor closed (a new notice shows again). */
export const NOTICE_CLOSED_KEY = 'toolbox.siteNoticeClosed';

function closedId(): string | null {
  try {
    return localStorage.getItem(NOTICE_CLOSED_KEY);
  } catch {
    return null;
  }
}

/** Whether a notice is to be shown at `now`: enabled, before its cut-off, not closed by this visitor. */
export function noticeShown(notice: Notice | null, now: number, closed: string | null): notice is Notice {
  if (!notice?.enabled || notice.id === closed) return false;
  if (notice.endTime === null) return true;
  const end = Date.parse(notice.endTime);
  return Number.isFinite(end) && now < end;
}

/**
 * The dismissible site notice (dictionary entry `site_notice`): shown until closed (remembered),
 * never after its end time, which the operator sets with the text. It floats below the top bar,
 * so its late arrival moves nothing on the page.
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
    try {
      localStorage.setItem(NOTICE_CLOSED_KEY, notice.id);
    } catch {
      // storage blocked: closed for this page only
    }
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
