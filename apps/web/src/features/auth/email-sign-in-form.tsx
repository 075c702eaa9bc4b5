import { accountFormMessages, UserCode } from '@toolbox/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { toast } from '../../ui/toast-store.ts';
import { authApi } from './auth-api.ts';
import { CaptchaField, type Captcha } from './captcha-field.tsx';
import { completeLogin } from './complete-login.ts';
import { failureMessages, Field, FormAlert } from './form-parts.tsx';
import { failingRules, validationMessages } from './validation.ts';

/**
 * Sign in with e-mail and password, with remember me. After many failed sign-ins on an account the
 * server asks for an image code (40106): the field appears and each try sends a fresh one.
 */
export function EmailSignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  /** Shown once the server asked for it; null while the picture loads. */
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captchaCode, setCaptchaCode] = useState('');

  async function loadCaptcha() {
    setCaptchaAsked(true);
    setCaptchaCode('');
    try {
      const answer = await authApi.loginCaptcha();
      setCaptcha({ id: answer.id, image: answer.imageBase64 });
    } catch {
      setCaptcha(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rules = failingRules({ email, password });
    setMessages(validationMessages(rules, locale));
    if (rules.length > 0) return;
    if (captchaAsked && !captchaCode.trim()) {
      setMessages([accountFormMessages.captchaEmpty[locale]]);
      return;
    }
    setBusy(true);
    try {
      const info = await authApi.loginByEmail(
        {
          type: 1,
          email: email.trim(),
          password,
          rememberMe,
          ...(captchaAsked && captcha ? { captchaId: captcha.id, captchaCode: captchaCode.trim() } : {}),
        },
        { silent: true },
      );
      completeLogin(info, { rememberMe });
      toast.success(t('auth.loginSucceeded'));
      onSuccess();
    } catch (error) {
      setMessages(failureMessages(error, t('errors.ERR_NETWORK')));
      // A captcha works once: any failed try needs a new one.
      const code = isApiError(error) ? error.code : '';
      if (captchaAsked || code === UserCode.captchaRequired || code === UserCode.captchaInvalid) {
        void loadCaptcha();
      }
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
      {captchaAsked ? (
        <CaptchaField
          captcha={captcha}
          value={captchaCode}
          onChange={setCaptchaCode}
          onRefresh={() => void loadCaptcha()}
        />
      ) : null}
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
