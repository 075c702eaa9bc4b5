import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoginPanel } from '../../features/auth/login-panel.tsx';
import { useLogin } from '../../features/auth/login-store.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Logo } from '../../ui/icons.tsx';

/** /login: the sign-in and sign-up forms; success (or an existing login) goes to /. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  useDocumentTitle(t('auth.loginTitle'));
  if (login) return <Navigate to="/" replace />;
  return (
    <div className="page auth-page">
      <div className="card auth-card">
        <div className="auth-card-head">
          <Logo size={40} />
          <h1>{t('auth.loginTitle')}</h1>
          <p className="muted">{t('auth.loginLead')}</p>
        </div>
        <LoginPanel onSuccess={() => void navigate('/', { replace: true })} />
      </div>
    </div>
  );
}
