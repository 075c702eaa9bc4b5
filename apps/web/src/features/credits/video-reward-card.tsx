import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useLogin } from '../auth/login-store.ts';
import { toast } from '../../ui/toast-store.ts';
import { creditsApi } from './credits-api.ts';
import { MiniProgramJump } from './mini-program-jump.tsx';
import { refreshPoints } from './points-store.ts';

/**
 * The video-ad reward (Chinese edition, level 1 only): get a one-time code, watch the ad in the
 * mini-program (QR or jump), then check: claimed shows success and 40 credits join today's.
 */
export function VideoRewardCard(props: { level: number | undefined; onClaimed: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [claimed, setClaimed] = useState<boolean | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!login) return;
    const controller = new AbortController();
    creditsApi.videoStatus({ signal: controller.signal, silent: true }).then(
      (status) => setClaimed(status.success),
      () => {},
    );
    return () => controller.abort();
  }, [login]);

  const start = async () => {
    setBusy(true);
    try {
      const code = await creditsApi.videoCode();
      if (code.success) setClaimed(true);
      else if (code.wxAppletUrl) setLink(code.wxAppletUrl);
      else toast.warning(t('credits.video.unavailable'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const check = async () => {
    setBusy(true);
    try {
      const status = await creditsApi.videoStatus();
      setClaimed(status.success);
      if (status.success) {
        toast.success(t('credits.video.claimed'));
        void refreshPoints(true);
        props.onClaimed();
      } else toast.info(t('credits.video.notClaimed'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card credits-card" aria-labelledby="video-reward" data-testid="video-reward">
      <h2 id="video-reward">{t('credits.video.title')}</h2>
      <p className="muted">{t('credits.video.text')}</p>
      {!login ? (
        <Link to="/login" className="btn btn-secondary">
          {t('auth.signIn')}
        </Link>
      ) : claimed ? (
        <p className="credits-success" role="status">
          {t('credits.video.claimed')}
        </p>
      ) : props.level !== undefined && props.level > 1 ? (
        <p className="muted">{t('credits.video.onlyLevel1')}</p>
      ) : link ? (
        <div className="stack">
          <p>{t('credits.video.scan')}</p>
          <MiniProgramJump url={link} label={t('credits.video.open')} />
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void check()}>
            {t('credits.video.check')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start()}>
          {t('credits.video.watch')}
        </button>
      )}
    </section>
  );
}
