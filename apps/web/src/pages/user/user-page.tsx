import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../features/auth/auth-api.ts';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import { loginName, updateLogin, useLogin } from '../../features/auth/login-store.ts';
import { useLogout } from '../../features/auth/use-logout.tsx';
import { UserCredits } from '../../features/credits/user-credits.tsx';
import { systemInfoResource } from '../../queries/system-info.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { UserSessions } from './user-sessions.tsx';

/**
 * /user (needs login): who is signed in, change password (international edition, new tab),
 * log out with a confirm, and the contact e-mail; then the membership and credits (features/credits).
 */
export function UserPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const info = systemInfoResource.use();
  const { requestLogout, confirmElement } = useLogout();
  useDocumentTitle(t('auth.user.title'));
  const token = login?.accessToken;

  // Fresh details from the server; an expired or revoked session (001) is cleared by the client,
  // which sends the visitor to /login.
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    authApi.currentUser({ signal: controller.signal, silent: true }).then(
      (user) =>
        updateLogin({
          phoneNumber: user.phoneNumber,
          email: user.email,
          idCode: user.idCode,
          emptyPassword: user.emptyPassword,
        }),
      () => {},
    );
    return () => controller.abort();
  }, [token]);
  if (!login) return null; // RequireLogin redirects
  const intl = info.data?.edition !== 'cn';
  const contact = info.data?.contactEmail;
  return (
    <div className="page auth-user-page">
      <header className="page-head">
        <h1>{t('auth.user.title')}</h1>
      </header>
      <section className="card auth-user-card" aria-labelledby="user-basics">
        <h2 id="user-basics" className="visually-hidden">
          {t('auth.user.basics')}
        </h2>
        <dl className="auth-user-list">
          <div>
            <dt>{login.phoneNumber ? t('auth.user.phone') : t('auth.user.email')}</dt>
            <dd data-testid="current-user">{loginName(login)}</dd>
          </div>
          {contact ? (
            <div>
              <dt>{t('auth.user.contact')}</dt>
              <dd>
                <a href={`mailto:${contact}`}>{contact}</a>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="row">
          {intl && login.email ? (
            <a className="btn btn-secondary" href="/user-update-password" target="_blank" rel="noopener">
              {t('auth.passwordPage.changeTitle')}
              <span className="visually-hidden"> {t('tool.opensInNewTab')}</span>
            </a>
          ) : null}
          <button type="button" className="btn btn-danger" onClick={requestLogout}>
            {t('auth.logout')}
          </button>
        </div>
      </section>
      <UserCredits intl={intl} />
      <UserSessions />
      {confirmElement}
    </div>
  );
}

/** The /user route: tourists go to /login. */
export function UserRoute() {
  return (
    <RequireLogin>
      <UserPage />
    </RequireLogin>
  );
}
