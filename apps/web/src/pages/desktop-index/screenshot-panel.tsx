import type { KeystoreConfig, ScreenshotRequest, ScreenshotResult } from '@toolbox/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLogin } from '../../features/auth/login-store.ts';
import { VipDialog } from '../../features/credits/function-use-dialogs.tsx';
import { refreshPoints } from '../../features/credits/points-store.ts';
import { bridgeCall, bridgeEvents, BridgeFailure } from '../../features/desktop/bridge.ts';
import { chargeRefusal } from '../../features/desktop/charge-refusal.ts';
import { describeShortcut, SCREENSHOT_SHORTCUT, shortcutShot } from '../../features/desktop/shortcut.ts';
import { CopyButton } from '../../framework/copy-button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { Output } from '../desktop-func/func-run-panel.tsx';
import { warnBridge } from './file-search-panel.tsx';
import { ShortcutSettings } from './shortcut-settings.tsx';

/** A failed screenshot as the user reads it: a membership offer, a credits warning, or the agent's words. */
function reportFailure(error: unknown, t: TFunction, offerVip: () => void): void {
  const refusal = chargeRefusal(error);
  if (refusal === 'vip') offerVip();
  else if (refusal) toast.warning(t(refusal));
  else if (error instanceof BridgeFailure && error.content === 'no_capturer')
    toast.warning(t('desktop.shot.noCapturer'));
  else warnBridge(error);
}

/**
 * The screenshot tool of the desktop home: the user drags a region of the screen (the system's
 * capturer, through the agent), which is then read as text (shown with Copy) or as a table (an
 * .xlsx), priced as the desktop's image-to-text and image-to-Excel tools. The screenshot shortcut
 * (its settings dialog here) starts "to text" from any program; the agent tells this page.
 */
export function ScreenshotPanel() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [shot, setShot] = useState<ScreenshotResult | null>(null);
  const [vip, setVip] = useState(false);
  const [shortcut, setShortcut] = useState<KeystoreConfig | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [byShortcut, setByShortcut] = useState(false);

  useEffect(() => {
    bridgeCall<KeystoreConfig>('keystore:get-config', { name: SCREENSHOT_SHORTCUT }).then(
      setShortcut,
      () => {},
    );
  }, []);

  useEffect(
    () =>
      bridgeEvents((message) => {
        const news = shortcutShot(message);
        if (!news) return;
        setBusy(news.state === 'capturing');
        setByShortcut(news.state === 'capturing');
        if (news.state === 'capturing') setShot(null);
        else if (news.state === 'done') {
          if (news.screenshot.cancelled) toast.info(t('desktop.shot.cancelled'));
          else setShot(news.screenshot);
          void refreshPoints(true);
        } else {
          const { code, exceptionMsg } = news.failure;
          reportFailure(
            new BridgeFailure(code, exceptionMsg?.title ?? 'failed', exceptionMsg?.content),
            t,
            () => setVip(true),
          );
        }
      }),
    [t],
  );

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
      reportFailure(error, t, () => setVip(true));
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
        <button type="button" className="btn btn-secondary" onClick={() => setSettingsOpen(true)}>
          {t('desktop.shortcut.settings')}
        </button>
      </div>
      <p className="desktop-shot-shortcut" data-testid="desktop-shortcut-current">
        {shortcut?.enable
          ? t('desktop.shortcut.current', { keys: describeShortcut(shortcut) })
          : t('desktop.shortcut.off')}
      </p>
      {busy && (
        <p aria-live="polite">{t(byShortcut ? 'desktop.shortcut.capturing' : 'desktop.shot.working')}</p>
      )}
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
      <ShortcutSettings open={settingsOpen} onClose={() => setSettingsOpen(false)} onSaved={setShortcut} />
    </div>
  );
}
