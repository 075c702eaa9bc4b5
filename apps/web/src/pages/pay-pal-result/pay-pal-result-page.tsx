import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { refreshPoints } from '../../features/credits/points-store.ts';
import { vipInfoResource } from '../../features/credits/levels.ts';
import { TradeStatusText } from '../../features/credits/trade-status-text.tsx';
import { useTradeStatus } from '../../features/credits/use-trade-status.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Spinner } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast-store.ts';
import '../../features/credits/credits.css';

/** The spec's delay before the result page checks the order (section 9). */
export const RESULT_CHECK_DELAY_MS = 3_000;

/**
 * /pay-pal-result?id=<order id>: where the international payment comes back to. Checks the order
 * after 3 s (the server asks the provider), keeps checking while it is open, offers a refresh and,
 * on success, a link to the profile.
 */
export function PayPalResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const { status, checking, failed, refresh } = useTradeStatus(id, { firstDelayMs: RESULT_CHECK_DELAY_MS });
  const reloaded = useRef(false);
  useDocumentTitle(t('credits.payResult.title'));

  useEffect(() => {
    if (status?.status === 2 && !reloaded.current) {
      reloaded.current = true;
      void vipInfoResource.load(true).catch(() => {});
      void refreshPoints(true);
    }
  }, [status]);

  return (
    <div className="page">
      <section className="card pay-result" aria-labelledby="pay-result-title">
        <h1 id="pay-result-title">{t('credits.payResult.title')}</h1>
        {!id ? (
          <p className="error-message" role="alert">
            {t('credits.payResult.missing')}
          </p>
        ) : (
          <>
            <p className="muted">{t('credits.payResult.order', { id })}</p>
            {status ? (
              <TradeStatusText status={status.status} statusText={status.statusText} />
            ) : failed ? (
              <p className="error-message" role="alert">
                {failed}
              </p>
            ) : (
              <Spinner label={t('credits.payResult.checking')} />
            )}
            <button
              type="button"
              className="btn btn-secondary"
              disabled={checking}
              onClick={() => void refresh().then(() => toast.info(t('credits.payResult.refreshed')))}
            >
              {t('credits.payResult.refresh')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
