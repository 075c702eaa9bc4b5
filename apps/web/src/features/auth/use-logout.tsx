import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast-store.ts';
import { authApi } from './auth-api.ts';
import { ConfirmDialog } from './dialog.tsx';
import { clearLogin } from './login-store.ts';

/** Revokes the session on the server (best effort) and forgets it here. */
export async function logout(): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // offline or already expired: forgetting it here is what matters
  }
  clearLogin();
}

/** Log out with the spec's confirm ('sure you want to log out?'), then go home. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const confirmElement = (
    <ConfirmDialog
      open={asking}
      title={t('auth.logout')}
      message={t('auth.logoutConfirm')}
      confirmLabel={t('auth.logout')}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        void logout().then(() => {
          toast.success(t('auth.loggedOut'));
          void navigate('/');
        });
      }}
    />
  );
  return { requestLogout: () => setAsking(true), confirmElement };
}
