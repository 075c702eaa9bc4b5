import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { acceptCookies, closeCookieNotice, cookieNoticeAnswered } from './cookie-consent.ts';
import './auth.css';

export { ACCEPT_COOKIE_KEY, COOKIE_CLOSED_KEY } from './cookie-consent.ts';

/** Cookie notice: Accept remembers; Close hides for the session; the policy opens in a new tab. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(cookieNoticeAnswered);
  if (hidden) return null;
  return (
    <section className="cookie-notice" aria-label={t('auth.cookie.label')} data-testid="cookie-notice">
      <p>
        {t('auth.cookie.text')}{' '}
        <a href="/user-protocol?type=002" target="_blank" rel="noopener">
          {t('auth.cookie.policy')}
          <span className="visually-hidden"> {t('tool.opensInNewTab')}</span>
        </a>
      </p>
      <div className="cookie-notice-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            acceptCookies();
            setHidden(true);
          }}
        >
          {t('auth.cookie.accept')}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('auth.cookie.close')}
          onClick={() => {
            closeCookieNotice();
            setHidden(true);
          }}
        >
          <Icon name="close" />
        </button>
      </div>
    </section>
  );
}
