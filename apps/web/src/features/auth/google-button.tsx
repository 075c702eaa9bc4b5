import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale.ts';
import { toast } from '../../ui/toast-store.ts';
import { authApi } from './auth-api.ts';
import { completeLogin } from './complete-login.ts';
import { failureMessages, FormAlert } from './form-parts.tsx';

/**
 * Google Identity Services is the one script loaded from another origin, and only when the server
 * has a Google client id configured: Google sign-in cannot work without Google's own script.
 */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleIdApi {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard';
      theme?: string;
      size?: string;
      text?: string;
      width?: number;
      locale?: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } };
  }
}

let scriptPromise: Promise<GoogleIdApi> | null = null;

/** Loads the GIS script once per page. */
export function loadGoogleIdentity(): Promise<GoogleIdApi> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  scriptPromise ??= new Promise<GoogleIdApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptPromise = null; // a later visit may try again
    throw error;
  });
  return scriptPromise;
}

/**
 * Google's own button; its ID token is verified by the server (login-by-google). A refused sign-in
 * is said beside the button (the call is silent), like the e-mail form's answers.
 */
export function GoogleButton({ clientId, onSuccess }: { clientId: string; onSuccess: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const holder = useRef<HTMLDivElement>(null);
  const onSuccessRef = useRef(onSuccess);
  const [failed, setFailed] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);

  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (api) => {
        if (cancelled || !holder.current) return;
        api.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (!response.credential) return;
            setMessages([]);
            authApi.loginByGoogle({ type: 1, credential: response.credential }, { silent: true }).then(
              (info) => {
                completeLogin(info, { thirdParty: true });
                toast.success(t('auth.loginSucceeded'));
                onSuccessRef.current();
              },
              (error: unknown) => setMessages(failureMessages(error, t('errors.ERR_NETWORK'))),
            );
          },
        });
        const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches;
        api.renderButton(holder.current, {
          type: 'standard',
          theme: dark ? 'filled_black' : 'outline',
          size: 'large',
          text: 'signin_with',
          width: Math.min(360, holder.current.clientWidth || 360),
          locale: locale === 'zh-CN' ? 'zh_CN' : 'en',
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, locale, t]);

  return (
    <div className="auth-google">
      <FormAlert messages={messages} />
      <div ref={holder} className="auth-google-holder" data-testid="google-button" />
      {failed ? <p className="muted">{t('auth.googleUnavailable')}</p> : null}
    </div>
  );
}
