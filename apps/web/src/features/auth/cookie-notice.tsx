import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import './auth.css';

/** The spec's stored flag for an accepted cookie notice (section 3). */
export const ACCEPT_COOKIE_KEY = 'ACCEPT_COOKIE';
/** Closing without accepting hides the notice for this browser session only. */
export const COOKIE_CLOSED_KEY = 'toolbox.cookieNoticeClosed';

function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, '1');
  } catch {
    // storage blocked: hidden for this page only
  }
}

/** Cookie notice: Accept remembers; Close hides for the session; the policy opens in a new tab. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(
    () => read(() => localStorage, ACCEPT_COOKIE_KEY) || read(() => sessionStorage, COOKIE_CLOSED_KEY),
  );
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
            write(() => localStorage, ACCEPT_COOKIE_KEY);
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
            write(() => sessionStorage, COOKIE_CLOSED_KEY);
            setHidden(true);
          }}
        >
          <Icon name="close" />
        </button>
      </div>
    </section>
  );
}
