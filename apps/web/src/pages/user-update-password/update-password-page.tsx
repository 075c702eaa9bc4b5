import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi } from '../../features/auth/auth-api.ts';
import { useCountdown } from '../../features/auth/countdown.ts';
import { failureMessages, Field, FormAlert, SendCodeButton } from '../../features/auth/form-parts.tsx';
import { useLogin } from '../../features/auth/login-store.ts';
import { failingRules, validationMessages } from '../../features/auth/validation.ts';
import '../../features/auth/auth.css';
import { useDocumentTitle, useLocale } from '../../shell/hooks.ts';
import { Icon } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast-store.ts';

/**
 * /user-update-password (opened in a new tab): 'change password' for a login (the code goes to the
 * account's e-mail), 'reset password' otherwise (e-mail asked). Code with a 60 s resend lock,
 * password and confirmation; success says 'operation successful'.
 */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const login = useLogin();
  const loggedIn = login !== null;
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeId, setCodeId] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const countdown = useCountdown();
  const title = loggedIn ? t('auth.passwordPage.changeTitle') : t('auth.passwordPage.resetTitle');
  useDocumentTitle(title);

  async function sendCode() {
    if (!loggedIn) {
      const rules = failingRules({ email });
      setMessages(validationMessages(rules, locale));
      if (rules.length > 0) return;
    }
    setBusy(true);
    try {
      const answer = loggedIn
        ? await authApi.sendEmailCodeForUser({ silent: true })
        : await authApi.sendEmailCode('open_user_password_reset', email.trim(), { silent: true });
      setCodeId(answer.id);
      setMessages([]);
      countdown.start();
      toast.success(t('auth.codeSent'));
    } catch (error) {
      setMessages(failureMessages(error, t('errors.ERR_NETWORK')));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rules = failingRules({ email: loggedIn ? undefined : email, password, passwordConfirmation });
    const found = validationMessages(rules, locale);
    if (!codeId) found.push(t('auth.passwordPage.sendFirst'));
    else if (!code.trim()) found.push(t('auth.codeEmpty'));
    setMessages(found);
    if (found.length > 0 || !codeId) return;
    setBusy(true);
    try {
      const common = {
        type: 1,
        password,
        passwordConfirmation,
        verifyCodeEmailId: codeId,
        verifyCode: code.trim(),
      };
      if (loggedIn) await authApi.updatePassword(common, { silent: true });
      else await authApi.resetPassword({ ...common, email: email.trim() }, { silent: true });
      toast.success(t('auth.operationSucceeded'));
      setDone(true);
    } catch (error) {
      setMessages(failureMessages(error, t('errors.ERR_NETWORK')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page auth-page">
      <div className="card auth-card">
        <div className="auth-card-head">
          <h1>{title}</h1>
          {loggedIn && login.email ? (
            <p className="muted">{t('auth.passwordPage.forAccount', { email: login.email })}</p>
          ) : null}
        </div>
        {done ? (
          <div className="auth-done" role="status" data-testid="password-done">
            <Icon name="check" size={32} />
            <p>{t('auth.operationSucceeded')}</p>
            {loggedIn ? (
              <Link to="/user" className="btn btn-secondary">
                {t('auth.menu.account')}
              </Link>
            ) : (
              <Link to="/login" className="btn btn-primary">
                {t('auth.signIn')}
              </Link>
            )}
          </div>
        ) : (
          <form
            className="auth-form"
            noValidate
            onSubmit={(event) => void submit(event)}
            data-testid="password-form"
          >
            <FormAlert messages={messages} />
            {loggedIn ? null : (
              <Field
                label={t('auth.email')}
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
            <Field
              label={t('auth.verificationCode')}
              name="verifyCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              after={
                <SendCodeButton
                  remaining={countdown.remaining}
                  busy={busy}
                  label={t('auth.sendCode')}
                  onClick={() => void sendCode()}
                  testId="send-code"
                />
              }
            />
            <Field
              label={t('auth.newPassword')}
              type="password"
              name="password"
              autoComplete="new-password"
              hint={t('auth.passwordHint')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Field
              label={t('auth.passwordConfirmation')}
              type="password"
              name="passwordConfirmation"
              autoComplete="new-password"
              value={passwordConfirmation}
              onChange={(event) => setPasswordConfirmation(event.target.value)}
            />
            <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
              {t('auth.passwordPage.submit')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
