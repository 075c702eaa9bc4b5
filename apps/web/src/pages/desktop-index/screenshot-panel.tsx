import type { ScreenshotRequest, ScreenshotResult } from '@toolbox/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLogin } from '../../features/auth/login-store.ts';
import { VipDialog } from '../../features/credits/function-use-dialogs.tsx';
import { refreshPoints } from '../../features/credits/points-store.ts';
import { bridgeCall, BridgeFailure } from '../../features/desktop/bridge.ts';
import { chargeRefusal } from '../../features/desktop/charge-refusal.ts';
import { CopyButton } from '../../framework/copy-button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { Output } from '../desktop-func/func-run-panel.tsx';
import { warnBridge } from './file-search-panel.tsx';

/**
 * The screenshot tool of the desktop home: the user drags a region of the screen (the system's
 * capturer, through the agent), which is then read as text (shown with Copy) or as a table (an
 * .xlsx), priced as the desktop's image-to-text and image-to-Excel tools.
 */
export function ScreenshotPanel() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [shot, setShot] = useState<ScreenshotResult | null>(null);
  const [vip, setVip] = useState(false);

  const take = async (then: NonNullable<ScreenshotRequest['then']>) => {
    setBusy(true);
    setShot(null);
    try {
      // The agent pays with the login this page shows.
      await bridgeCall('user:save', getLogin()).catch(() => {});
      const result = await bridgeCall<ScreenshotResult>('screenshot:start', { then });
      if (result.cancelled) toast.info(t('desktop.shot.cancelled'));
      else setShot(result);
    } catch (error) {
      const refusal = chargeRefusal(error);
      if (refusal === 'vip') setVip(true);
      else if (refusal) toast.warning(t(refusal));
      else if (error instanceof BridgeFailure && error.content === 'no_capturer')
        toast.warning(t('desktop.shot.noCapturer'));
      else warnBridge(error);
    } finally {
      setBusy(false);
      void refreshPoints(true);
    }
  };

  const result = shot?.result;
  return (
    <div className="desktop-shot" data-testid="desktop-screenshot">
      <div className="desktop-shot-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void take('ocr')}>
          {t('desktop.shot.toText')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void take('table')}
        >
          {t('desktop.shot.toTable')}
        </button>
      </div>
      {busy && <p aria-live="polite">{t('desktop.shot.working')}</p>}
      {shot?.image && (
        <div className="desktop-shot-result" aria-live="polite" data-testid="desktop-screenshot-result">
          <ul className="desktop-shot-files">
            <Output path={shot.image} />
            {result?.ok && result.outputs.map((path) => <Output key={path} path={path} />)}
          </ul>
          {result && !result.ok && (
            <p className="desktop-func-failed" role="alert">
              {t('desktopFunc.failed')}:{' '}
              {t(`desktopFunc.reasons.${result.reason ?? 'failed'}`, { error: result.error })}
            </p>
          )}
          {shot.text !== undefined && (
            <>
              <label className="field">
                <span>{t('desktop.shot.text')}</span>
                <textarea readOnly rows={6} value={shot.text} data-testid="desktop-screenshot-text" />
              </label>
              <CopyButton text={shot.text} />
            </>
          )}
        </div>
      )}
      <VipDialog open={vip} onClose={() => setVip(false)} />
    </div>
  );
}
