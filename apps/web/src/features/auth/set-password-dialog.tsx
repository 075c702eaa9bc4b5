import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale.ts';
import { toast } from '../../ui/toast-store.ts';
import { authApi } from './auth-api.ts';
import { setPasswordPrompt } from './complete-login.ts';
import { Dialog } from './dialog.tsx';
import { failureMessages, Field, FormAlert } from './form-parts.tsx';
import { updateLogin } from './login-store.ts';
import { failingRules, validationMessages } from './validation.ts';

/**
 * After a third-party sign-in to an account without a password: suggest setting one (same password
 * rule), or choose next time. Mounted once in the top bar so it survives the redirect after login.
 */
export default function SetPasswordDialog() {
  const open = useSyncExternalStore(setPasswordPrompt.subscribe, setPasswordPrompt.get, () => false);
  const { t } = useTranslation();
  const close = () => setPasswordPrompt.set(false);
  return (
    <Dialog open={open} title={t('auth.setPassword.title')} onClose={close} testId="set-password-dialog">
      {open ? <SetPasswordForm onDone={close} /> : null}
    </Dialog>
  );
}

function SetPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rules = failingRules({ password, passwordConfirmation });
    setMessages(validationMessages(rules, locale));
    if (rules.length > 0) return;
    setBusy(true);
    try {
      await authApi.updatePassword({ type: 1, password, passwordConfirmation }, { silent: true });
      updateLogin({ emptyPassword: false });
      toast.success(t('auth.operationSucceeded'));
      onDone();
    } catch (error) {
      setMessages(failureMessages(error, t('errors.ERR_NETWORK')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('auth.setPassword.text')}</p>
      <FormAlert messages={messages} />
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Field
        label={t('auth.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        value={passwordConfirmation}
        onChange={(event) => setPasswordConfirmation(event.target.value)}
      />
      <div className="auth-actions">
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('auth.setPassword.later')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('auth.setPassword.confirm')}
        </button>
      </div>
    </form>
  );
}
