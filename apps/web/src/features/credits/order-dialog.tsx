import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  orderCycles,
  type CreateOrderResponse,
  type OrderCycle,
  type VipInfo,
  type VipLevel,
} from '@toolbox/contracts';
import { isApiError } from '../../api/api-error.ts';
import { Dialog } from '../auth/dialog.tsx';
import { loginName, useLogin } from '../auth/login-store.ts';
import { toast } from '../../ui/toast-store.ts';
import { creditsApi, type TradeKind } from './credits-api.ts';
import { formatPrice, formatTime, levelPrice } from './format.ts';
import { estimatedPeriod, initialChoice, levelsForType, type OrderTypeCode } from './order-choice.ts';
import { devicePlatform, TradeView } from './trade-view.tsx';

const TYPES: OrderTypeCode[] = [1, 2, 3];

/** The ways to pay in each edition: WeChat (QR or mini-program) and Alipay in cn, PayPal in intl. */
function payKinds(cn: boolean): TradeKind[] {
  if (!cn) return ['paypal'];
  const { platform, ios } = devicePlatform();
  return [platform === 1 && !ios ? 'wechat-applet' : 'wechat', 'alipay'];
}

const providerOf = (kind: TradeKind) => (kind === 'wechat-applet' ? 'wechat' : kind);

/**
 * The order dialog of /vip: type, period and level; the price, effective period and effective user;
 * a pay button per provider. Paying creates the order (priced by the server) and shows the trade.
 */
export function OrderDialog(props: {
  levels: VipLevel[];
  vip: VipInfo | undefined;
  cn: boolean;
  wantedLevel?: number;
  onClose: () => void;
  onPaid: () => void;
}) {
  const { t, i18n } = useTranslation();
  const login = useLogin();
  const active = (props.vip?.levelList ?? []).map((p) => p.level);
  const first = initialChoice(props.levels, active, props.wantedLevel);
  const [type, setType] = useState<OrderTypeCode>(first?.type ?? 1);
  const [level, setLevel] = useState(first?.level ?? 4);
  const [cycle, setCycle] = useState<OrderCycle>(first?.cycle ?? 'monthly');
  const [paying, setPaying] = useState<{
    order: CreateOrderResponse;
    kind: TradeKind;
    popup: Window | null;
  } | null>(null);
  const [creating, setCreating] = useState(false);
  const ids = { type: useId(), level: useId(), cycle: useId() };
  const [settled, setSettled] = useState(false);
  const { onPaid } = props;
  const paid = useCallback(() => {
    setSettled(true);
    onPaid();
  }, [onPaid]);

  const typeOptions = TYPES.filter((candidate) => levelsForType(candidate, props.levels, active).length > 0);
  const levelOptions = levelsForType(type, props.levels, active);
  const row = props.levels.find((l) => l.level === level);
  const listPrice = row ? levelPrice(row, cycle) : null;
  const period = estimatedPeriod(type, level, cycle, props.vip?.levelList ?? []);

  const changeType = (next: OrderTypeCode) => {
    setType(next);
    const options = levelsForType(next, props.levels, active);
    if (!options.includes(level)) setLevel(options.includes(4) ? 4 : (options[options.length - 1] ?? level));
  };

  const pay = async (kind: TradeKind) => {
    // A page payment needs its window opened in this click, or the browser blocks it.
    const popup = kind === 'paypal' || kind === 'alipay' ? window.open('', '_blank') : null;
    setCreating(true);
    try {
      const order = await creditsApi.createOrder({ type, cycle, level });
      setPaying({ order, kind, popup });
    } catch (error) {
      popup?.close();
      if (!isApiError(error)) throw error;
    } finally {
      setCreating(false);
    }
  };

  const redeem = async () => {
    setCreating(true);
    try {
      const order = await creditsApi.createOrder({ type, cycle, level });
      await creditsApi.payByPoint(order.id);
      toast.success(t('credits.order.redeemed'));
      paid();
      props.onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setCreating(false);
    }
  };

  const close = () => {
    if (paying?.popup && !paying.popup.closed) paying.popup.close();
    props.onClose();
  };

  return (
    <Dialog
      open
      title={t('credits.order.title')}
      onClose={close}
      testId="order-dialog"
      className="order-dialog"
    >
      {paying ? (
        <div className="order-pay">
          <dl className="order-summary">
            <div>
              <dt>{t('credits.order.price')}</dt>
              <dd data-testid="order-price">
                {formatPrice(paying.order.price, paying.order.currency, i18n.language)}
              </dd>
            </div>
            <div>
              <dt>{t('credits.order.period')}</dt>
              <dd>
                {formatTime(paying.order.startTime, i18n.language)} –{' '}
                {formatTime(paying.order.endTime, i18n.language)}
              </dd>
            </div>
            <div>
              <dt>{t('credits.order.user')}</dt>
              <dd>{login ? loginName(login) : '–'}</dd>
            </div>
          </dl>
          <TradeView
            key={`${paying.order.id}-${paying.kind}`}
            orderId={paying.order.id}
            kind={paying.kind}
            popup={paying.popup}
            onPaid={paid}
            onRetry={() => setPaying(null)}
          />
        </div>
      ) : first === null ? (
        <p>{t('credits.order.nothing')}</p>
      ) : (
        <form className="order-form stack" onSubmit={(e) => e.preventDefault()}>
          <div className="field">
            <label className="field-label" htmlFor={ids.type}>
              {t('credits.order.type')}
            </label>
            <select
              id={ids.type}
              value={type}
              onChange={(e) => changeType(Number(e.target.value) as OrderTypeCode)}
            >
              {typeOptions.map((option) => (
                <option key={option} value={option}>
                  {t(`credits.order.types.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.cycle}>
              {t('credits.order.cycle')}
            </label>
            <select id={ids.cycle} value={cycle} onChange={(e) => setCycle(e.target.value as OrderCycle)}>
              {orderCycles.map((option) => (
                <option key={option} value={option}>
                  {t(`credits.order.cycles.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.level}>
              {t('credits.order.level')}
            </label>
            <select id={ids.level} value={level} onChange={(e) => setLevel(Number(e.target.value))}>
              {levelOptions.map((option) => {
                const daily = props.levels.find((l) => l.level === option)?.dailyPoint ?? 0;
                return (
                  <option key={option} value={option}>
                    {t('credits.order.levelOption', { level: option, daily })}
                  </option>
                );
              })}
            </select>
          </div>
          <dl className="order-summary">
            <div>
              <dt>{t('credits.order.price')}</dt>
              <dd data-testid="order-list-price">
                {listPrice === null || !row
                  ? t('credits.vip.free')
                  : formatPrice(listPrice, row.currency, i18n.language)}
              </dd>
            </div>
            <div>
              <dt>{t('credits.order.period')}</dt>
              <dd>
                {formatTime(period.start.toISOString(), i18n.language)} –{' '}
                {formatTime(period.end.toISOString(), i18n.language)}
              </dd>
            </div>
            <div>
              <dt>{t('credits.order.user')}</dt>
              <dd data-testid="order-user">{login ? loginName(login) : '–'}</dd>
            </div>
          </dl>
          <div className="order-actions">
            <span className="field-label">{t('credits.order.payBy')}</span>
            {payKinds(props.cn).map((kind) => (
              <button
                key={kind}
                type="button"
                className="btn btn-primary"
                disabled={creating}
                onClick={() => void pay(kind)}
              >
                {t('credits.order.payWith', { provider: t(`credits.order.providers.${providerOf(kind)}`) })}
              </button>
            ))}
            {level === 2 && cycle === 'monthly' ? (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={creating}
                onClick={() => void redeem()}
              >
                {t('credits.order.redeem')}
              </button>
            ) : null}
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('credits.order.cancel')}
            </button>
          </div>
        </form>
      )}
      {paying ? (
        <div className="auth-dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={close}>
            {/* Nothing is left to cancel once the payment went through. */}
            {settled ? t('common.close') : t('credits.order.cancel')}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
