import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale.ts';
import { toast } from '../../ui/toast-store.ts';
import { authApi } from './auth-api.ts';
import { completeLogin } from './complete-login.ts';
import { Field, FormAlert } from './form-parts.tsx';
import { failingRules, validationMessages } from './validation.ts';

/** Sign in with e-mail and password (international edition), with remember me. */
export function EmailSignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rules = failingRules({ email, password });
    setMessages(validationMessages(rules, locale));
    if (rules.length > 0) return;
    setBusy(true);
    try {
      const info = await authApi.loginByEmail({ type: 1, email: email.trim(), password, rememberMe });
      completeLogin(info, { rememberMe });
      toast.success(t('auth.loginSucceeded'));
      onSuccess();
    } catch {
      // the client toasted the server's message
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="sign-in-form"
    >
      <FormAlert messages={messages} />
      <Field
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        invalid={messages.length > 0 && failingRules({ email }).length > 0}
      />
      <Field
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="auth-form-row">
        <label className="check">
          <input
            type="checkbox"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          {t('auth.rememberMe')}
        </label>
        <a href="/user-update-password" target="_blank" rel="noopener">
          {t('auth.forgotPassword')}
          <span className="visually-hidden"> {t('tool.opensInNewTab')}</span>
        </a>
      </div>
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {t('auth.signIn')}
      </button>
    </form>
  );
}
