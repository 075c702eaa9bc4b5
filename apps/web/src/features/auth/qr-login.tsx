import { QrLoginStatus } from '@toolbox/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Spinner } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast-store.ts';
import { authApi, fetchQrCode, type QrCode } from './auth-api.ts';
import { completeLogin } from './complete-login.ts';

/** The spec's QR login polling interval (section 9). */
export const QR_POLL_MS = 3_000;

type Status = 'loading' | 'failed' | 1 | 2 | 3 | -1;

/**
 * Chinese edition: log in by scanning a QR code in the mini-program. The status is polled every
 * 3 s: 1 waiting, 2 scanned, 3 confirmed (log in, stop), -1 expired (stop, offer a new code).
 */
export function QrLogin({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<QrCode | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [generation, setGeneration] = useState(0);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);

  // Fetch a code (again on regenerate); revoke the previous image.
  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    fetchQrCode(controller.signal).then(
      (code) => {
        setQr(code);
        setStatus(QrLoginStatus.waiting);
      },
      () => {
        if (!controller.signal.aborted) setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [generation]);

  useEffect(() => () => (qr ? URL.revokeObjectURL(qr.imageUrl) : undefined), [qr]);

  const polling = qr !== null && (status === QrLoginStatus.waiting || status === QrLoginStatus.scanned);
  const id = qr?.id;

  useEffect(() => {
    if (!polling || !id) return;
    let stopped = false;
    const controller = new AbortController();
    const timer = setInterval(() => {
      authApi.queryQr(id, { signal: controller.signal, silent: true }).then(
        async (answer) => {
          if (stopped) return;
          if (answer.status === QrLoginStatus.confirmed) {
            stopped = true;
            setStatus(QrLoginStatus.confirmed);
            try {
              const info = await authApi.loginByQr(id);
              completeLogin(info);
              toast.success(t('auth.loginSucceeded'));
              onSuccessRef.current();
            } catch {
              setStatus(QrLoginStatus.expired);
            }
          } else {
            setStatus(answer.status);
          }
        },
        () => {
          // a missed poll is retried 3 s later
        },
      );
    }, QR_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      controller.abort();
    };
  }, [polling, id, t]);

  const regenerate = useCallback(() => setGeneration((n) => n + 1), []);
  const sameOrigin = qr ? isSameOrigin(qr.url) : false;
  const expired = status === QrLoginStatus.expired || status === 'failed';

  return (
    <div className="auth-qr" data-testid="qr-login">
      <div className={expired ? 'auth-qr-frame is-expired' : 'auth-qr-frame'}>
        {qr && status !== 'loading' && status !== 'failed' ? (
          <img
            src={qr.imageUrl}
            alt={t('auth.qr.imageAlt')}
            width={200}
            height={200}
            data-testid="qr-image"
          />
        ) : status === 'loading' ? (
          <Spinner label={t('common.loading')} />
        ) : null}
        {expired ? (
          <div className="auth-qr-overlay">
            <button type="button" className="btn btn-primary" onClick={regenerate}>
              <Icon name="refresh" size={18} />
              {t('auth.qr.regenerate')}
            </button>
          </div>
        ) : null}
      </div>
      <p className="auth-qr-status" role="status" data-testid="qr-status">
        {status === 'failed'
          ? t('auth.qr.failed')
          : status === 'loading'
            ? ''
            : t(`auth.qr.status.${status === -1 ? 'expired' : status}`)}
      </p>
      {sameOrigin && polling ? (
        <a href={qr!.url} target="_blank" rel="noopener" className="auth-qr-link">
          {t('auth.qr.openHere')}
          <span className="visually-hidden"> {t('tool.opensInNewTab')}</span>
        </a>
      ) : null}
    </div>
  );
}

/** The embedded server's QR link opens its own confirm page: offer it on this device too. */
function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
