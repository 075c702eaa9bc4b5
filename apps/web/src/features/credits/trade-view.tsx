import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeResponse } from '@toolbox/contracts';
import { isApiError } from '../../api/api-error.ts';
import { Spinner } from '../../ui/icons.tsx';
import { creditsApi, type TradeKind } from './credits-api.ts';
import { formatPrice } from './format.ts';
import { isMiniProgramLink, MiniProgramJump, QrImage } from './mini-program-jump.tsx';
import { TradeStatusText } from './trade-status-text.tsx';
import { useTradeStatus } from './use-trade-status.ts';

/** Pay-type codes of the order dialog (spec section 4): 0 waiting, -1 QR scan, 5 popup page. */
export const PAY_TYPE = { waiting: 0, qr: -1, popup: 5 } as const;

/** Phones and tablets send platform 1; the mini-program pays on mobile devices that are not iOS. */
export function devicePlatform(userAgent = navigator.userAgent): { platform: 0 | 1; ios: boolean } {
  const mobile = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent);
  return { platform: mobile ? 1 : 0, ios: /iPhone|iPad|iPod/i.test(userAgent) };
}

/**
 * Pays one order: opens the trade with the chosen provider and shows it the way its pay type says
 * (QR code, popup page, or waiting/mini-program jump), then polls the trade every 4 s.
 * `popup` is a window opened in the click that chose a page payment (browsers block later ones).
 */
export function TradeView(props: {
  orderId: string;
  kind: TradeKind;
  popup: Window | null;
  onPaid: () => void;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [trade, setTrade] = useState<TradeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const popup = useRef(props.popup);
  const { orderId, kind, onPaid } = props;
  const polling = useTradeStatus(trade ? orderId : null);
  const status = polling.status?.status ?? trade?.status ?? 0;

  useEffect(() => {
    const controller = new AbortController();
    const { platform } = devicePlatform();
    creditsApi.trade(kind, orderId, platform, { signal: controller.signal }).then(
      (answer) => {
        setTrade(answer);
        const win = popup.current;
        if (answer.payType === PAY_TYPE.popup && !isMiniProgramLink(answer.tradePage)) {
          if (win && !win.closed) win.location.href = answer.tradePage;
          else setBlocked(true);
        } else if (win && !win.closed) {
          win.close(); // the provider answered with a QR after all
        }
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        popup.current?.close();
        setError(isApiError(failure) ? failure.message : String(failure));
      },
    );
    return () => controller.abort();
  }, [orderId, kind]);

  useEffect(() => {
    if (status === 2) {
      if (popup.current && !popup.current.closed) popup.current.close();
      onPaid();
    }
  }, [status, onPaid]);

  if (error) {
    return (
      <div className="trade-view">
        <p className="error-message" role="alert">
          {error}
        </p>
        <button type="button" className="btn btn-secondary" onClick={props.onRetry}>
          {t('credits.order.again')}
        </button>
      </div>
    );
  }
  if (!trade) return <Spinner label={t('credits.order.waiting')} />;

  const price = formatPrice(trade.price, trade.currency, i18n.language);
  const open = status === 0 || status === 1;
  return (
    <div className="trade-view" data-testid="trade-view" data-pay-type={trade.payType}>
      {open && trade.payType === PAY_TYPE.qr ? (
        <div className="trade-qr">
          <p>{t('credits.order.scan', { price })}</p>
          <QrImage text={trade.tradePage} image={trade.qrImage} alt={t('credits.order.qrAlt')} />
        </div>
      ) : null}
      {open && isMiniProgramLink(trade.tradePage) ? (
        <MiniProgramJump url={trade.tradePage} qrImage={trade.qrImage} auto />
      ) : null}
      {open && trade.payType === PAY_TYPE.popup && !isMiniProgramLink(trade.tradePage) ? (
        <p className="muted">{blocked ? t('credits.order.popupBlocked') : t('credits.order.popupHint')}</p>
      ) : null}
      {open && trade.payType === PAY_TYPE.waiting && !isMiniProgramLink(trade.tradePage) ? (
        <Spinner label={t('credits.order.waiting')} />
      ) : null}
      {open && (trade.payType === PAY_TYPE.popup || trade.sandbox) ? (
        <a
          className="btn btn-secondary"
          href={trade.tradePage}
          target="_blank"
          rel="noopener"
          data-testid="open-pay-page"
          onClick={(event) => {
            if (popup.current && !popup.current.closed) {
              event.preventDefault();
              popup.current.focus();
            }
          }}
        >
          {t('credits.order.openPage')}
        </a>
      ) : null}
      <TradeStatusText status={status} statusText={polling.status?.statusText ?? trade.statusText} />
      {status === -2 || status === -1 ? (
        <button type="button" className="btn btn-secondary" onClick={props.onRetry}>
          {t('credits.order.again')}
        </button>
      ) : null}
    </div>
  );
}
