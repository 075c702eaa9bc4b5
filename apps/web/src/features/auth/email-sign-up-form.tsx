import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale.ts';
import { toast } from '../../ui/toast-store.ts';
import { authApi } from './auth-api.ts';
import { completeLogin } from './complete-login.ts';
import { useCountdown } from './countdown.ts';
import { ConfirmDialog } from './dialog.tsx';
import { failureMessages, Field, FormAlert, SendCodeButton } from './form-parts.tsx';
import { failingRules, validationMessages } from './validation.ts';

/** The protocols a sign-up agrees to: 000 user agreement, 001 privacy policy. */
const AGREED_PROTOCOLS = ['000', '001'];

type Step = 'inputBasicInfo' | 'inputActivationCode';

/**
 * Sign up in the spec's two steps: basic info (e-mail, password, confirmation, agreement, optional
 * marketing consent), then the activation code sent to the e-mail. Success signs in.
 */
export function EmailSignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [step, setStep] = useState<Step>('inputBasicInfo');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [agree, setAgree] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [code, setCode] = useState('');
  const [codeId, setCodeId] = useState<string | null>(null);
  /** The address the current code went to; a new address needs a new code. */
  const [codeEmail, setCodeEmail] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const codeInput = useRef<HTMLInputElement>(null);

  const fields = {
    email,
    password,
    passwordConfirmation,
    agreeUserAgreementAndPrivacyPolicy: agree,
    agreeProtocolList: agree ? AGREED_PROTOCOLS : [],
  };

  function next(event: FormEvent) {
    event.preventDefault();
    const rules = failingRules(fields);
    setMessages(validationMessages(rules, locale));
    if (rules.length > 0) return;
    // A code sent less than 60 s ago to this address is still good: go straight to step two.
    if (codeId && countdown.running && codeEmail === email.trim()) {
      setStep('inputActivationCode');
      return;
    }
    setConfirming(true);
  }

  async function sendCode() {
    setConfirming(false);
    setBusy(true);
    try {
      const address = email.trim();
      const answer = await authApi.sendEmailCode('open_user_register', address, { silent: true });
      setCodeId(answer.id);
      setCodeEmail(address);
      setCode('');
      countdown.start();
      setStep('inputActivationCode');
      setMessages([]);
      toast.success(t('auth.codeSent'));
      requestAnimationFrame(() => codeInput.current?.focus());
    } catch (error) {
      setMessages(failureMessages(error, t('errors.ERR_NETWORK')));
    } finally {
      setBusy(false);
    }
  }

  async function activate(event: FormEvent) {
    event.preventDefault();
    if (!codeId) return;
    if (!code.trim()) {
      setMessages([t('auth.codeEmpty')]);
      return;
    }
    setMessages([]);
    setBusy(true);
    try {
      const info = await authApi.registerByEmail(
        {
          type: 1,
          email: email.trim(),
          password,
          passwordConfirmation,
          agreeUserAgreementAndPrivacyPolicy: agree,
          agreeMarketingMessage: marketing,
          agreeProtocolList: AGREED_PROTOCOLS,
          verifyCodeEmailId: codeId,
          verifyCode: code.trim(),
        },
        { silent: true },
      );
      completeLogin(info);
      toast.success(t('auth.signUpSucceeded'));
      onSuccess();
    } catch (error) {
      setMessages(failureMessages(error, t('errors.ERR_NETWORK')));
    } finally {
      setBusy(false);
    }
  }

  const protocolLink = (type: string) => (
    <a href={`/user-protocol?type=${type}`} target="_blank" rel="noopener" />
  );

  if (step === 'inputActivationCode') {
    return (
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => void activate(event)}
        data-testid="sign-up-code-form"
      >
        <p className="auth-step">{t('auth.stepOf', { step: 2, total: 2 })}</p>
        <p>{t('auth.codeSentTo', { email: codeEmail })}</p>
        <FormAlert messages={messages} />
        <Field
          ref={codeInput}
          label={t('auth.activationCode')}
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
              label={t('auth.resendCode')}
              onClick={() => void sendCode()}
              testId="resend-code"
            />
          }
        />
        <div className="auth-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setMessages([]);
              setStep('inputBasicInfo');
            }}
          >
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('auth.activate')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={next} data-testid="sign-up-form">
      <p className="auth-step">{t('auth.stepOf', { step: 1, total: 2 })}</p>
      <FormAlert messages={messages} />
      <Field
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label={t('auth.password')}
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
      <label className="check auth-check">
        <input type="checkbox" checked={agree} onChange={(event) => setAgree(event.target.checked)} />
        <span>
          <Trans
            i18nKey="auth.agreeProtocols"
            components={{ agreement: protocolLink('000'), privacy: protocolLink('001') }}
          />
        </span>
      </label>
      <label className="check auth-check">
        <input type="checkbox" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />
        <span>{t('auth.agreeMarketing')}</span>
      </label>
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {t('auth.getActivationCode')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('auth.confirmTitle')}
        message={t('auth.confirmSendCode', { email: email.trim() })}
        confirmLabel={t('auth.send')}
        onConfirm={() => void sendCode()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
