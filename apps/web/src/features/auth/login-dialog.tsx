import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import { LoginPanel } from './login-panel.tsx';

/**
 * The login dialog for pages that ask for a login in place (desktop and paid flows): the same forms
 * as /login, 500 px wide (full width on phones), not closed by a click outside.
 */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={t('auth.signIn')}
      onClose={onClose}
      className="auth-login-dialog"
      testId="login-dialog"
    >
      <LoginPanel onSuccess={onClose} />
    </Dialog>
  );
}
