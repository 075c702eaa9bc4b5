import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpResultPay } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ConfirmDialog } from '../../features/auth/dialog.tsx';
import { formatTime, Pager } from '../../features/files/history-parts.tsx';
import { InputField, SelectField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { formatMoney } from './money-format.ts';

const PAGE_SIZE = 20;
const SHOW = ['all', 'open', 'refunded'] as const;
type Show = (typeof SHOW)[number];
const openOf = { all: null, open: true, refunded: false } as const;

/** Per-result payments: find them by payer and state, and refund one after a confirmation. */
export function MoneyResultPays() {
  const { t } = useTranslation();
  const [user, setUser] = useState('');
  const [show, setShow] = useState<Show>('open');
  const [page, setPage] = useState<{ list: OpResultPay[]; totalPage: number; pageNum: number } | null>(null);
  const load = async (pageNum: number) => {
    try {
      setPage(
        await call('operatorResultPayPage', { user, open: openOf[show], pageNum, pageSize: PAGE_SIZE }),
      );
    } catch {
      // the client has shown the server's message
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    void load(1);
  };
  const replace = (next: OpResultPay) =>
    setPage((p) => (p ? { ...p, list: p.list.map((r) => (r.id === next.id ? next : r)) } : p));
  return (
    <section className="card stack history-table-wrap" aria-labelledby="operator-result-pays">
      <h2 id="operator-result-pays">{t('operator.resultPay.title')}</h2>
      <p className="muted">{t('operator.resultPay.hint')}</p>
      <form className="operator-tabs" role="search" onSubmit={search}>
        <InputField
          label={t('operator.resultPay.user')}
          value={user}
          onChange={(e) => setUser(e.target.value)}
        />
        <SelectField
          label={t('operator.resultPay.show')}
          value={show}
          options={SHOW}
          onChange={setShow}
          labelOf={(s) => t(`operator.resultPay.show_${s}`)}
        />
        <div>
          <button type="submit" className="btn btn-primary">
            {t('operator.resultPay.search')}
          </button>
        </div>
      </form>
      {page && page.list.length === 0 ? <p className="muted">{t('operator.resultPay.none')}</p> : null}
      {page && page.list.length > 0 ? (
        <table className="history-table" data-testid="operator-result-pays">
          <thead>
            <tr>
              <th scope="col">{t('operator.resultPay.time')}</th>
              <th scope="col">{t('operator.resultPay.payer')}</th>
              <th scope="col">{t('operator.resultPay.tool')}</th>
              <th scope="col">{t('operator.resultPay.paidWith')}</th>
              <th scope="col">{t('operator.resultPay.price')}</th>
              <th scope="col">{t('operator.resultPay.state')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((pay) => (
              <PayRow key={pay.id} pay={pay} onRefunded={replace} />
            ))}
          </tbody>
        </table>
      ) : null}
      {page ? (
        <Pager pageNum={page.pageNum} totalPage={page.totalPage} onChange={(n) => void load(n)} />
      ) : null}
    </section>
  );
}

function PayRow({ pay, onRefunded }: { pay: OpResultPay; onRefunded: (next: OpResultPay) => void }) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const price =
    pay.payType === 'point'
      ? t('operator.resultPay.credits', { count: pay.point ?? 0 })
      : formatMoney(pay.amount ?? 0, pay.currency ?? 'USD', i18n.language);
  const refund = async () => {
    setBusy(true);
    try {
      onRefunded(await call('operatorResultPayRefund', { id: pay.id, reason }));
      toast.success(t('operator.resultPay.done'));
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <td>{formatTime(pay.createdAt, i18n.language)}</td>
      <td>{pay.userName}</td>
      <td>{pay.funcCode}</td>
      <td>{pay.payType}</td>
      <td>{price}</td>
      <td data-testid="operator-result-pay-state">
        {pay.refundedAt ? (
          <RefundWords pay={pay} />
        ) : (
          <form
            className="operator-inline"
            onSubmit={(event) => {
              event.preventDefault();
              setAsking(true);
            }}
          >
            <InputField
              label={t('operator.resultPay.reason', { id: pay.id })}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
            />
            <button type="submit" className="btn btn-ghost" disabled={busy}>
              {t('operator.resultPay.refund')}
            </button>
          </form>
        )}
        <ConfirmDialog
          open={asking}
          title={t('operator.resultPay.refund')}
          message={t('operator.resultPay.confirm', { price, payer: pay.userName, tool: pay.funcCode })}
          confirmLabel={t('operator.resultPay.refund')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void refund();
          }}
        />
      </td>
    </tr>
  );
}

/** Who refunded a payment and why, with the credits given back or the provider's progress. */
function RefundWords({ pay }: { pay: OpResultPay }) {
  const { t, i18n } = useTranslation();
  const outcome =
    pay.payType === 'point'
      ? pay.refundedPoint
        ? t('operator.resultPay.pointsBack', { count: pay.refundedPoint })
        : t('operator.resultPay.pointsExpired')
      : pay.refundState
        ? t(`operator.resultPay.providerState_${pay.refundState}`)
        : '';
  return (
    <>
      {formatTime(pay.refundedAt!, i18n.language)} ·{' '}
      {t('operator.resultPay.refundedBy', { operator: pay.refundedBy ?? '', reason: pay.refundReason ?? '' })}
      {outcome ? ` · ${outcome}` : ''}
    </>
  );
}
