import type { LoginInfo } from '@toolbox/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { authApi } from '../../features/auth/auth-api.ts';
import { getLogin, saveLogin } from '../../features/auth/login-store.ts';
import { logout } from '../../features/auth/use-logout.tsx';
import { parseDesktopParam } from '../../features/auth/desktop-handover.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Icon, Spinner } from '../../ui/icons.tsx';

/**
 * One exchange per code, shared by the effect's runs (StrictMode runs it twice; a code works once).
 * Kept small: a page load sees one or two codes.
 */
const exchanges = new Map<string, Promise<LoginInfo>>();
function exchangeOnce(code: string): Promise<LoginInfo> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = authApi.loginByDesktopHandover(code, { silent: true });
    exchanges.set(code, pending);
  }
  return pending;
}

/**
 * /from-desktop?param=...: the desktop client hands its login to the browser with a one-time code
 * the server gave it (never a token). The code is exchanged for a new session; a different login
 * here is logged out first; then the target (same site only) or / opens.
 */
export function FromDesktopPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const param = params.get('param');
  const [failed, setFailed] = useState<string | null>(null);
  useDocumentTitle(t('auth.fromDesktop.title'));

  useEffect(() => {
    const handover = param ? parseDesktopParam(param) : null;
    if (!handover) {
      setFailed(t('auth.fromDesktop.loginFirst'));
      return;
    }
    let cancelled = false;
    void (async () => {
      let info: LoginInfo;
      try {
        info = await exchangeOnce(handover.code);
      } catch (error) {
        if (!cancelled) setFailed(isApiError(error) ? error.message : t('auth.fromDesktop.loginFirst'));
        return;
      }
      if (cancelled) return;
      const previous = getLogin();
      if (previous && previous.accessToken !== info.accessToken) await logout();
      if (cancelled) return;
      saveLogin(info);
      void navigate(handover.target, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [param, navigate, t]);

  if (failed) {
    return (
      <div className="page auth-page">
        <div className="card auth-card auth-message" role="alert">
          <Icon name="desktop" size={40} className="auth-message-icon" />
          <h1>{t('auth.fromDesktop.title')}</h1>
          <p data-testid="from-desktop-message">{failed}</p>
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
