import type { SessionInfo } from '@toolbox/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../../features/auth/auth-api.ts';
import { clearLogin } from '../../features/auth/login-store.ts';
import { toast } from '../../ui/toast-store.ts';
import { deviceOf } from './device-summary.ts';

function when(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/**
 * /user: the account's signed-in sessions (device and browser, address, last use, "this device"),
 * each with a sign-out button. Signing this device out here is a logout.
 */
export function UserSessions() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setSessions(await authApi.listSessions({ signal, silent: true }));
    } catch {
      if (!signal?.aborted) setSessions([]);
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function revoke(session: SessionInfo) {
    setBusy(session.id);
    try {
      await authApi.revokeSession(session.id);
      toast.success(t('auth.sessions.revoked'));
      if (session.current) {
        clearLogin();
        void navigate('/');
        return;
      }
      await load();
    } catch {
      // the client toasted the server's message
    } finally {
      setBusy(null);
    }
  }

  const describe = (session: SessionInfo) => {
    if (session.method === 'desktop' && !session.userAgent) return t('auth.sessions.desktopApp');
    const { browser, os } = deviceOf(session.userAgent);
    if (browser && os) return t('auth.sessions.browserOn', { browser, os });
    return browser ?? os ?? t('auth.sessions.unknownDevice');
  };

  return (
    <section
      className="card auth-user-card auth-sessions-card"
      aria-labelledby="user-sessions"
      data-testid="user-sessions"
    >
      <div>
        <h2 id="user-sessions">{t('auth.sessions.title')}</h2>
        <p className="muted">{t('auth.sessions.lead')}</p>
      </div>
      {sessions === null ? (
        <p className="muted">{t('auth.sessions.loading')}</p>
      ) : (
        <ul className="auth-sessions">
          {sessions.map((session) => (
            <li key={session.id} data-testid="session-row">
              <div>
                <strong>{describe(session)}</strong>
                {session.current ? (
                  <span className="auth-session-current">{t('auth.sessions.current')}</span>
                ) : null}
                <div className="muted">
                  {[
                    session.clientAddress,
                    t('auth.sessions.lastUsed', { time: when(session.lastUsedTime, i18n.language) }),
                    t('auth.sessions.signedIn', { time: when(session.createTime, i18n.language) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy !== null}
                onClick={() => void revoke(session)}
              >
                {session.current ? t('auth.sessions.signOutHere') : t('auth.sessions.signOut')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
