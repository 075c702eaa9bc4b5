import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoginPanel } from '../../features/auth/login-panel.tsx';
import { useLogin } from '../../features/auth/login-store.ts';
import { CurrentLevels } from '../../features/credits/current-levels.tsx';
import { levelsResource, useVipInfo, vipInfoResource } from '../../features/credits/levels.ts';
import { LevelsTable } from '../../features/credits/levels-table.tsx';
import { OrderDialog } from '../../features/credits/order-dialog.tsx';
import { PricedFunctions } from '../../features/credits/priced-functions.tsx';
import { typeForLevel } from '../../features/credits/order-choice.ts';
import { refreshPoints, usePoints } from '../../features/credits/points-store.ts';
import { TodayCredits } from '../../features/credits/today-credits.tsx';
import { VideoRewardCard } from '../../features/credits/video-reward-card.tsx';
import { systemInfoResource } from '../../queries/system-info.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Spinner } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast-store.ts';
import '../../features/credits/credits.css';

/**
 * /vip: every level with daily credits and prices, the user's levels with start and end, the order
 * dialog, the inline login for tourists (page scrolls to top), the video reward (cn), today's
 * credits (intl with ?showCurrentPoint), a contact popover and the explanations.
 */
export function VipPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const [params] = useSearchParams();
  const info = systemInfoResource.use();
  const levels = levelsResource.use();
  const vip = useVipInfo();
  const points = usePoints();
  const [ordering, setOrdering] = useState<{ level?: number } | null>(null);
  const [askLogin, setAskLogin] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('credits.vip.title'));
  const cn = info.data?.edition === 'cn';
  const showToday = !cn && params.has('showCurrentPoint');
  const active = vip.data?.levelList.map((p) => p.level) ?? [];

  // Signed in through the inline form: carry on with the order that asked for it.
  useEffect(() => {
    if (login && askLogin) setAskLogin(false);
  }, [login, askLogin]);

  // The sign-in form is at the top: show it (spec: the page scrolls to the top).
  useEffect(() => {
    if (!askLogin) return;
    window.scrollTo({ top: 0 });
    top.current?.focus({ preventScroll: true });
  }, [askLogin]);

  const order = (level?: number) => {
    if (!login) {
      toast.info(t('credits.vip.signInFirst'));
      setAskLogin(true);
      setOrdering({ level });
      return;
    }
    setOrdering({ level });
  };

  const onPaid = useCallback(() => {
    void vipInfoResource.load(true).catch(() => {});
    void refreshPoints(true);
  }, []);

  const actionLabel = (level: number) => {
    if (!login) return t('credits.vip.upgrade');
    // The order type that buying this level is: upgrade above the highest held level, renew a held
    // one, stack (add) one below it.
    const type = typeForLevel(level, active);
    return t(type === 1 ? 'credits.vip.upgrade' : type === 2 ? 'credits.vip.renew' : 'credits.vip.stack');
  };

  return (
    <div className="page vip-page">
      <div ref={top} tabIndex={-1} className="vip-top">
        <header className="page-head">
          <h1>{t('credits.vip.title')}</h1>
          <p className="lead">{t('credits.vip.lead')}</p>
        </header>
        {askLogin && !login ? (
          <section className="card vip-login" aria-labelledby="vip-login" data-testid="vip-login">
            <h2 id="vip-login">
              {active.length ? t('credits.vip.loginToStack') : t('credits.vip.loginToUpgrade')}
            </h2>
            <LoginPanel onSuccess={() => setAskLogin(false)} />
          </section>
        ) : null}
      </div>

      <section className="card credits-card" aria-labelledby="vip-current">
        <div className="credits-card-head">
          <h2 id="vip-current">{t('credits.vip.current')}</h2>
          {login ? (
            <button type="button" className="btn btn-primary" onClick={() => order()} data-testid="vip-order">
              {t('credits.user.upgrade')}
            </button>
          ) : null}
        </div>
        {!login ? (
          <p className="muted">
            {t('credits.vip.signInToSee')}{' '}
            <button type="button" className="btn btn-secondary btn-small" onClick={() => setAskLogin(true)}>
              {t('auth.signIn')}
            </button>
          </p>
        ) : vip.data ? (
          <CurrentLevels vip={vip.data} />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </section>

      {showToday ? (
        <TodayCredits vip={vip.data} levels={levels.data ?? []} total={points.total} used={points.used} />
      ) : null}

      <section className="card credits-card" aria-labelledby="vip-levels">
        <h2 id="vip-levels">{t('credits.vip.levels')}</h2>
        {levels.data ? (
          <LevelsTable levels={levels.data} onOrder={order} actionLabel={actionLabel} />
        ) : levels.error ? (
          <p className="error-message" role="alert">
            {t('credits.vip.loadFailed')}{' '}
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => void levelsResource.load(true)}
            >
              {t('common.retry')}
            </button>
          </p>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </section>

      {cn ? <VideoRewardCard level={vip.data?.level} onClaimed={onPaid} /> : null}

      <section className="card credits-card" aria-labelledby="vip-explain">
        <h2 id="vip-explain">{t('credits.vip.priced.title')}</h2>
        <PricedFunctions />
        <ul className="vip-explain">
          {(t('credits.vip.explain', { returnObjects: true }) as string[]).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="row">
          <Link to="/about-pay-func">{t('credits.vip.whyPay')}</Link>
          {info.data?.contactEmail ? (
            <details className="contact-popover">
              <summary className="btn btn-secondary btn-small">{t('credits.vip.contact')}</summary>
              <div className="contact-popover-body">
                <p>{t('credits.vip.contactText')}</p>
                <a href={`mailto:${info.data.contactEmail}`}>{info.data.contactEmail}</a>
              </div>
            </details>
          ) : null}
        </div>
      </section>

      {ordering && login && levels.data && vip.data ? (
        <OrderDialog
          levels={levels.data}
          vip={vip.data}
          cn={cn}
          wantedLevel={ordering.level}
          onClose={() => setOrdering(null)}
          onPaid={onPaid}
        />
      ) : null}
    </div>
  );
}
