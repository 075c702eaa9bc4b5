import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/icons.tsx';
import { loginConfigResource } from './auth-api.ts';
import { EmailSignInForm } from './email-sign-in-form.tsx';
import { EmailSignUpForm } from './email-sign-up-form.tsx';
import { OrDivider } from './form-parts.tsx';
import { GoogleButton } from './google-button.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';
import { QrLogin } from './qr-login.tsx';

export type LoginTab = 'signIn' | 'signUp' | 'phone' | 'qr';

/**
 * The sign-in forms the server offers, as tabs: Sign in / Sign up by e-mail (international
 * edition), phone + SMS and QR code (Chinese edition); then 'or' and Google when configured.
 * Used by /login and by the login dialog.
 */
export function LoginPanel({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const config = loginConfigResource.use();
  const baseId = useId();
  const tabRefs = useRef(new Map<LoginTab, HTMLButtonElement>());
  const [selected, setSelected] = useState<LoginTab | null>(null);

  if (!config.data) {
    return config.error ? (
      <div className="notice notice-error" role="alert">
        <p>{t('auth.configFailed')}</p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void loginConfigResource.load(true)}
        >
          {t('common.retry')}
        </button>
      </div>
    ) : (
      <div className="page-loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }

  const { phone, qr, email, googleClientId } = config.data;
  const tabs: LoginTab[] = [
    ...(phone ? (['phone'] as const) : []),
    ...(qr ? (['qr'] as const) : []),
    ...(email ? (['signIn', 'signUp'] as const) : []),
  ];
  const current = selected && tabs.includes(selected) ? selected : tabs[0];

  const move = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length]!;
    setSelected(tab);
    tabRefs.current.get(tab)?.focus();
  };

  return (
    <div className="auth-panel">
      {tabs.length > 1 ? (
        <div className="auth-tabs" role="tablist" aria-label={t('auth.methods')}>
          {tabs.map((tab, index) => (
            <button
              key={tab}
              ref={(el) => {
                if (el) tabRefs.current.set(tab, el);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={tab === current}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === current ? 0 : -1}
              className="auth-tab"
              onClick={() => setSelected(tab)}
              onKeyDown={(event) => move(event, index)}
            >
              {t(`auth.tabs.${tab}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${baseId}-panel`}
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `${baseId}-tab-${current}` : undefined}
      >
        {current === 'signIn' ? <EmailSignInForm onSuccess={onSuccess} /> : null}
        {current === 'signUp' ? <EmailSignUpForm onSuccess={onSuccess} /> : null}
        {current === 'phone' ? <PhoneLoginForm onSuccess={onSuccess} /> : null}
        {current === 'qr' ? <QrLogin onSuccess={onSuccess} /> : null}
      </div>
      {googleClientId && current !== 'qr' ? (
        <>
          <OrDivider />
          <GoogleButton clientId={googleClientId} onSuccess={onSuccess} />
        </>
      ) : null}
    </div>
  );
}
