import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentCredits } from '@toolbox/contracts';
import { isApiError } from '../../api/api-error.ts';
import { toast } from '../../ui/toast-store.ts';
import { creditsApi } from './credits-api.ts';
import { formatTime } from './format.ts';
import { useVipInfo } from './levels.ts';
import { usePoints } from './points-store.ts';
import { creditColumns, orderColumns } from './record-columns.tsx';
import { RecordsDialog } from './records-dialog.tsx';
import { creditSettings, useCreditSettings } from './settings-store.ts';
import './credits.css';

type Open = 'credits' | 'orders' | null;
type SwitchKey = 'hideConfirm' | 'autoDeduct';

/**
 * The credits parts of /user: membership levels (Lv.n with a start/end popover), subscription
 * history, the upgrade/renew link, today's function credits, the two switches and the record dialogs.
 */
export function UserCredits(props: { intl: boolean }) {
  const { t, i18n } = useTranslation();
  const vip = useVipInfo();
  const points = usePoints();
  const settings = useCreditSettings();
  const [credits, setCredits] = useState<CurrentCredits | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const locale = i18n.language;

  useEffect(() => {
    const controller = new AbortController();
    creditsApi.currentCredits({ signal: controller.signal }).then(setCredits, () => {});
    return () => controller.abort();
  }, [points.total, points.used]);

  const fetchCredits = useCallback((n: number) => creditsApi.creditRecords(n, vip.data?.id), [vip.data?.id]);
  const fetchOrders = useCallback((n: number) => creditsApi.orderRecords(n), []);

  // The switch moves at once; it goes back if the server refuses the change.
  const [pending, setPending] = useState<Partial<Record<SwitchKey, boolean>>>({});
  const toggle = async (key: SwitchKey, value: boolean) => {
    setPending((p) => ({ ...p, [key]: value }));
    try {
      await creditSettings.save({ [key]: value });
      toast.success(t('credits.user.saved'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setPending((p) => {
        const next = { ...p };
        delete next[key];
        return next;
      });
    }
  };
  const checked = (key: SwitchKey) => pending[key] ?? settings?.[key] ?? false;

  const levels = vip.data?.levelList ?? [];
  return (
    <>
      <section className="card credits-card" aria-labelledby="user-membership" data-testid="user-membership">
        <div className="credits-card-head">
          <h2 id="user-membership">{t('credits.user.membership')}</h2>
          <Link to="/vip" className="btn btn-primary btn-small">
            {t('credits.user.upgrade')}
          </Link>
        </div>
        <div className="row">
          {levels.length === 0 ? (
            <span className="level-tag">{t('credits.vip.levelN', { level: 1 })}</span>
          ) : (
            [...levels]
              .sort((a, b) => b.level - a.level)
              .map((period) => (
                <details key={period.level} className="contact-popover" data-level={period.level}>
                  <summary className="level-tag is-active">
                    {t('credits.vip.levelN', { level: period.level })}
                  </summary>
                  <div className="contact-popover-body">
                    <div>
                      {t('credits.vip.start')}: {formatTime(period.startTime, locale)}
                    </div>
                    <div>
                      {t('credits.vip.end')}: {formatTime(period.endTime, locale)}
                    </div>
                  </div>
                </details>
              ))
          )}
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setOpen('orders')}>
            {t('credits.user.history')}
          </button>
        </div>
      </section>

      <section className="card credits-card" aria-labelledby="user-credits" data-testid="user-credits">
        <h2 id="user-credits">{t('credits.user.credits')}</h2>
        <dl className="credits-facts">
          <div>
            <dt>{t('credits.user.updateDate')}</dt>
            <dd data-testid="credits-update">{credits ? formatTime(credits.updateTime, locale) : '–'}</dd>
          </div>
          <div>
            <dt>{t('credits.user.total')}</dt>
            <dd data-testid="credits-total">{credits?.totalFuncPoint ?? '–'}</dd>
          </div>
          <div>
            <dt>{t('credits.user.used')}</dt>
            <dd data-testid="credits-used">{credits?.useFuncPoint ?? '–'}</dd>
          </div>
        </dl>
        {props.intl ? (
          <label className="switch-row check">
            <input
              type="checkbox"
              role="switch"
              checked={checked('autoDeduct')}
              disabled={!settings}
              onChange={(e) => void toggle('autoDeduct', e.target.checked)}
            />
            <span>
              {t('credits.user.autoDeduct')}
              <small>{t('credits.user.autoDeductHint')}</small>
            </span>
          </label>
        ) : null}
        <label className="switch-row check">
          <input
            type="checkbox"
            role="switch"
            checked={checked('hideConfirm')}
            disabled={!settings}
            onChange={(e) => void toggle('hideConfirm', e.target.checked)}
          />
          <span>
            {t('credits.user.hideConfirm')}
            <small>{t('credits.user.hideConfirmHint')}</small>
          </span>
        </label>
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen('credits')}>
            {t('credits.user.creditRecords')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setOpen('orders')}>
            {t('credits.user.orderRecords')}
          </button>
          <Link to="/user-inviter" className="btn btn-ghost">
            {t('credits.user.invite')}
          </Link>
        </div>
      </section>

      <RecordsDialog
        open={open === 'credits'}
        title={t('credits.user.creditRecords')}
        note={t('credits.user.retention')}
        columns={creditColumns(t, locale)}
        fetchPage={fetchCredits}
        rowKey={(r) => r.id}
        onClose={() => setOpen(null)}
        testId="credit-records"
      />
      <RecordsDialog
        open={open === 'orders'}
        title={t('credits.user.orderRecords')}
        columns={orderColumns(t, locale)}
        fetchPage={fetchOrders}
        rowKey={(r) => r.id}
        onClose={() => setOpen(null)}
        testId="order-records"
      />
    </>
  );
}
