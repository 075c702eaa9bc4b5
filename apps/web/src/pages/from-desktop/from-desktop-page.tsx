import type { LoginInfo } from '@toolbox/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { authApi } from '../../features/auth/auth-api.ts';
import { getLogin, saveLogin } from '../../features/auth/login-store.ts';
import { logout } from '../../features/auth/use-logout.tsx';
import { parseDesktopParam, type DesktopHandover } from '../../features/auth/desktop-handover.ts';
import { bridgeCall, pair, storedPairing } from '../../features/desktop/bridge.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Icon, Spinner } from '../../ui/icons.tsx';

/**
 * One exchange per code, shared by the effect's runs (StrictMode runs it twice; a code works once).
 * Kept small: a page load sees one or two codes.
 */
const exchanges = new Map<string, Promise<LoginInfo | null>>();
function exchangeOnce(handover: DesktopHandover): Promise<LoginInfo | null> {
  let pending = exchanges.get(handover.code);
  if (!pending) {
    pending = confirmed(handover).then((ok) =>
      ok ? authApi.loginByDesktopHandover(handover.code, { silent: true }) : null,
    );
    exchanges.set(handover.code, pending);
  }
  return pending;
}

/**
 * Whether the desktop agent on this computer started this hand-over: it is asked over its paired
 * bridge and confirms a code it asked the server for, once. A link made by anybody else (with their
 * own code, to sign the visitor in to their account) finds no agent that knows its code.
 */
async function confirmed(handover: DesktopHandover): Promise<boolean> {
  if (!handover.clientId) return false;
  try {
    const known = storedPairing();
    const pairing = known?.clientId === handover.clientId ? known : await pair(handover.clientId);
    const answer = await bridgeCall<{ confirmed: boolean }>(
      'user:confirm-handover',
      { code: handover.code },
      pairing,
    );
    return answer.confirmed;
  } catch {
    return false;
  }
}

/**
 * /from-desktop?param=...: the desktop client hands its login to the browser with a one-time code
 * the server gave it (never a token). The agent on this computer must confirm the code first; then
 * it is exchanged for a new session; a different login here is logged out first; then the target
 * (same site only) or / opens.
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
      let info: LoginInfo | null;
      try {
        info = await exchangeOnce(handover);
      } catch (error) {
        if (!cancelled) setFailed(isApiError(error) ? error.message : t('auth.fromDesktop.loginFirst'));
        return;
      }
      if (cancelled) return;
      if (!info) {
        setFailed(t('auth.fromDesktop.notFromAgent'));
        return;
      }
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
