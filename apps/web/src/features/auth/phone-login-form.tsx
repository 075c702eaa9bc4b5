import { accountFormMessages, Code, normalizeMainlandPhone } from '@toolbox/contracts';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { toast } from '../../ui/toast-store.ts';
import { authApi } from './auth-api.ts';
import { CaptchaField, type Captcha } from './captcha-field.tsx';
import { completeLogin } from './complete-login.ts';
import { useCountdown } from './countdown.ts';
import { failureMessages, Field, FormAlert } from './form-parts.tsx';
import { phoneDigits } from './validation.ts';

interface SentSms {
  verifySmsId: string;
  userId: string;
}

/**
 * Chinese edition: phone number (+86), image captcha, SMS code with a 60 s resend lock, then log in
 * (the account is created on first login). Changing the number starts the flow again.
 */
export function PhoneLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [phone, setPhone] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaCode, setCaptchaCode] = useState('');
  const [sms, setSms] = useState<SentSms | null>(null);
  const [smsCode, setSmsCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const countdown = useCountdown();
  const { reset: resetCountdown } = countdown;
  /** Ignores captcha answers for a number that has since changed. */
  const captchaFor = useRef('');

  const loadCaptcha = useCallback(async (digits: string) => {
    captchaFor.current = digits;
    setCaptchaCode('');
    try {
      const answer = await authApi.smsCaptcha(digits);
      if (captchaFor.current === digits) setCaptcha({ id: answer.id, image: answer.imageBase64 });
    } catch {
      if (captchaFor.current === digits) setCaptcha(null);
    }
  }, []);

  // A complete number gets its image captcha; any change of number resets the whole flow.
  useEffect(() => {
    setSms(null);
    setSmsCode('');
    setMessages([]);
    setCaptcha(null);
    setCaptchaCode('');
    resetCountdown();
    captchaFor.current = '';
    if (normalizeMainlandPhone(phone)) void loadCaptcha(phone);
  }, [phone, loadCaptcha, resetCountdown]);

  function checkPhone(): boolean {
    if (!phone) {
      setMessages([accountFormMessages.phoneEmpty[locale]]);
      return false;
    }
    if (!normalizeMainlandPhone(phone)) {
      setMessages([accountFormMessages.phoneFormat[locale]]);
      return false;
    }
    return true;
  }

  async function sendSms() {
    if (!checkPhone()) return;
    if (!captcha) {
      void loadCaptcha(phone);
      return;
    }
    if (!captchaCode.trim()) {
      setMessages([accountFormMessages.captchaEmpty[locale]]);
      return;
    }
    setBusy(true);
    try {
      const answer = await authApi.sendLoginSms(phone, captcha.id, captchaCode.trim(), { silent: true });
      setSms({ verifySmsId: answer.id, userId: answer.userId });
      setMessages([]);
      countdown.start();
      toast.success(t('auth.phone.smsSent'));
    } catch (error) {
      setMessages(failureMessages(error, t('errors.ERR_NETWORK')));
      // 006: the sending limits were reached; the message says so, nothing more to do.
      if (!(isApiError(error) && error.code === Code.smsSendStop)) void loadCaptcha(phone);
    } finally {
      setBusy(false);
    }
  }

  async function login(event: FormEvent) {
    event.preventDefault();
    if (!checkPhone()) return;
    if (!sms) {
      setMessages([t('auth.phone.sendFirst')]);
      return;
    }
    if (!smsCode.trim()) {
      setMessages([t('auth.codeEmpty')]);
      return;
    }
    setMessages([]);
    setBusy(true);
    try {
      const info = await authApi.loginByPhone(
        {
          userId: sms.userId,
          phoneNumber: `+86${phone}`,
          verifySmsId: sms.verifySmsId,
          verifySmsCode: smsCode.trim(),
        },
        { silent: true },
      );
      completeLogin(info);
      toast.success(t('auth.loginSucceeded'));
      onSuccess();
    } catch (error) {
      setMessages(failureMessages(error, t('errors.ERR_NETWORK')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void login(event)} data-testid="phone-form">
      <FormAlert messages={messages} />
      <Field
        label={t('auth.phone.number')}
        hint={t('auth.phone.hint')}
        prefix="+86"
        type="tel"
        name="phone"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        onChange={(event) => setPhone(phoneDigits(event.target.value))}
      />
      <CaptchaField
        captcha={captcha}
        value={captchaCode}
        onChange={setCaptchaCode}
        onRefresh={() => (normalizeMainlandPhone(phone) ? void loadCaptcha(phone) : checkPhone())}
      />
      <Field
        label={t('auth.phone.smsCode')}
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={smsCode}
        onChange={(event) => setSmsCode(event.target.value.replace(/\D/g, ''))}
        after={
          <button
            type="button"
            className="btn btn-secondary auth-code-button"
            disabled={countdown.running || busy}
            onClick={() => void sendSms()}
          >
            {countdown.running ? t('auth.resendIn', { count: countdown.remaining }) : t('auth.phone.sendSms')}
          </button>
        }
      />
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {t('auth.phone.login')}
      </button>
    </form>
  );
}
