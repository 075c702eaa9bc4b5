import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Code, type FuncPayTradeStatus, type TradeResponse } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { isApiError } from '../../api/api-error.ts';
import { getAccessToken, useLogin } from '../auth/login-store.ts';
import { LoginDialog } from '../auth/login-dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { VipDialog } from './function-use-dialogs.tsx';
import { isMiniProgramLink, MiniProgramJump, QrImage } from './mini-program-jump.tsx';
import { timezoneOffset } from './timezone.ts';
import { refreshPoints } from './points-store.ts';
import { devicePlatform } from './trade-view.tsx';
import { TRADE_POLL_MS } from './use-trade-status.ts';

/** Function payment states (spec section 4): 1 pending, 2 paid, -2 failed. */
const PAID = 2;
const PENDING = 1;
const FAILED = -2;

/**
 * The pay part of the download widget for a watermarked result (openLevel 1): pay this one result
 * by WeChat QR (polled every 4 s) or with credits. Success re-fetches the clean file through
 * `onPaid`. Paying needs a login: tourists get the spec's toast and the login form.
 * Plug it in as `renderPayment={(file, reload) => <FuncPayPanel funcCode=… taskId=… onPaid={reload} />}`.
 */
export function FuncPayPanel(props: { funcCode: string; taskId: string; onPaid: () => void }) {
  const { t } = useTranslation();
  // The spec's words speak of an image; a paid video result (video3) gets the same words for a video.
  const media = props.funcCode.startsWith('video') ? 'Video' : '';
  const login = useLogin();
  const [trade, setTrade] = useState<TradeResponse | null>(null);
  const [status, setStatus] = useState<FuncPayTradeStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [askLogin, setAskLogin] = useState(false);
  const [vip, setVip] = useState(false);
  const { funcCode, taskId, onPaid } = props;

  const needLogin = () => {
    if (getAccessToken()) return false;
    toast.warning(t(`credits.funcPay.loginFirst${media}`));
    setAskLogin(true);
    return true;
  };

  const paid = () => {
    toast.success(t(`credits.funcPay.succeeded${media}`));
    setTrade(null);
    void refreshPoints(true);
    onPaid();
  };

  // Polls the QR payment every 4 s while it is pending.
  useEffect(() => {
    if (!trade) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const next = await call('funcPayTradeResult', { id: trade.id }, { silent: true });
        if (!live) return;
        setStatus(next);
        if (next.status === PAID) return paid();
        if (next.status !== PENDING) return;
      } catch {
        if (!live) return; // a failed check is tried again
      }
      timer = setTimeout(() => void poll(), TRADE_POLL_MS);
    };
    timer = setTimeout(() => void poll(), TRADE_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one poller per trade
  }, [trade]);

  const payByQr = async () => {
    if (needLogin()) return;
    setBusy(true);
    try {
      const { platform, ios } = devicePlatform();
      const name = platform === 1 && !ios ? 'funcPayWechatAppletTrade' : 'funcPayWechatTrade';
      setStatus(null);
      setTrade(await call(name, { funcCode, taskId, platform }));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const payByPoints = async () => {
    if (needLogin()) return;
    setBusy(true);
    try {
      await call(
        'funcPayByPoint',
        { taskId, code: funcCode, timezoneOffset: timezoneOffset() },
        { silent: true },
      );
      toast.success(t('credits.funcPay.redeemed'));
      paid();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === Code.notEnoughCredits) setVip(true);
      else toast.warning(error.message);
    } finally {
      setBusy(false);
    }
  };

  const tone = status?.status === PAID ? 'is-success' : status?.status === FAILED ? 'is-failed' : '';
  return (
    <div className="func-pay" data-testid="func-pay">
      <p>{t('credits.funcPay.lead')}</p>
      <div className="row">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void payByQr()}>
          {t('credits.funcPay.byWechat')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void payByPoints()}
        >
          {t('credits.funcPay.byPoints')}
        </button>
      </div>
      {trade ? (
        <div className="trade-view">
          {isMiniProgramLink(trade.tradePage) ? (
            <MiniProgramJump url={trade.tradePage} qrImage={trade.qrImage} auto />
          ) : (
            <QrImage text={trade.tradePage} image={trade.qrImage} alt={t('credits.order.qrAlt')} />
          )}
          {trade.sandbox ? (
            <a className="btn btn-secondary" href={trade.tradePage} target="_blank" rel="noopener">
              {t('credits.order.openPage')}
            </a>
          ) : null}
          <button type="button" className="btn btn-ghost" onClick={() => setTrade(null)}>
            {t('credits.order.cancel')}
          </button>
        </div>
      ) : null}
      {status && status.status !== PENDING ? (
        <p className={`trade-status ${tone}`.trim()} role="status" data-testid="func-pay-status">
          {status.status === PAID ? t(`credits.funcPay.succeeded${media}`) : status.statusText}
        </p>
      ) : null}
      <LoginDialog open={askLogin && !login} onClose={() => setAskLogin(false)} />
      <VipDialog open={vip} onClose={() => setVip(false)} />
    </div>
  );
}
