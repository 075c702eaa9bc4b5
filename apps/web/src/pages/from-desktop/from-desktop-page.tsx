import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../features/auth/auth-api.ts';
import { getLogin, saveLogin, updateLogin } from '../../features/auth/login-store.ts';
import { logout } from '../../features/auth/use-logout.tsx';
import { parseDesktopParam } from '../../features/auth/desktop-handover.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Icon, Spinner } from '../../ui/icons.tsx';

/**
 * /from-desktop?param=...: the desktop client hands its login to the browser. A different login
 * here is logged out first; then the login is saved and the target (same site only) or / opens.
 */
export function FromDesktopPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const param = params.get('param');
  const [failed, setFailed] = useState(false);
  useDocumentTitle(t('auth.fromDesktop.title'));

  useEffect(() => {
    const handover = param ? parseDesktopParam(param) : null;
    if (!handover) {
      setFailed(true);
      return;
    }
    let cancelled = false;
    void (async () => {
      const previous = getLogin();
      if (previous && previous.accessToken !== handover.login.accessToken) await logout();
      if (cancelled) return;
      saveLogin(handover.login);
      // Ask the server who this is: a dead token (001) is cleared by the client and not kept.
      try {
        const user = await authApi.currentUser({ silent: true });
        updateLogin({
          phoneNumber: user.phoneNumber,
          email: user.email,
          idCode: user.idCode,
          emptyPassword: user.emptyPassword,
        });
      } catch {
        if (!cancelled && !getLogin()) {
          setFailed(true);
          return;
        }
      }
      if (!cancelled) void navigate(handover.target, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [param, navigate]);

  if (failed) {
    return (
      <div className="page auth-page">
        <div className="card auth-card auth-message" role="alert">
          <Icon name="desktop" size={40} className="auth-message-icon" />
          <h1>{t('auth.fromDesktop.title')}</h1>
          <p data-testid="from-desktop-message">{t('auth.fromDesktop.loginFirst')}</p>
          <Link to="/" className="btn btn-secondary">
            {t('notFound.backHome')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="page-loading">
      <Spinner label={t('auth.fromDesktop.working')} />
    </div>
  );
}
