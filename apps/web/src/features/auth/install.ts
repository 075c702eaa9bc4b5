import { configureApiClient } from '../../api/client.ts';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../../ui/toast-store.ts';
import { clearLogin, getAccessToken } from './login-store.ts';

/**
 * Plugs the login into the API client: the `accessToken` header when a login exists, and on code
 * 001 (expired or revoked) the stored login is cleared and the spec's message shown, even for calls
 * that keep their own failures quiet.
 */
export function installLoginClient(): void {
  configureApiClient({
    accessToken: getAccessToken,
    onLoginExpired: () => {
      clearLogin();
      toast.warning(i18n.t('errors.001'));
    },
  });
}
