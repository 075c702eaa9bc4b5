import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  moneyProviders,
  type OpOrder,
  type OpOrderDetail,
  type OpProviderWord,
  type OpTrade,
} from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ConfirmDialog } from '../../features/auth/dialog.tsx';
import { downloadBlob } from '../../framework/download.ts';
import { formatTime, Pager } from '../../features/files/history-parts.tsx';
import { InputField, SelectField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';

const PAGE_SIZE = 20;
const STATUSES = ['', '0', '2', '3', '-1', '-2'] as const;

/** Money in minor units as the reader's language writes the currency. */
export function formatAmount(minor: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** The order filters and list, CSV export, and the chosen order's page. */
export function MoneyOrders() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState({ from: '', to: '', provider: '', status: '', user: '' });
  const [page, setPage] = useState<{ list: OpOrder[]; totalPage: number; pageNum: number } | null>(null);
  const [detail, setDetail] = useState<OpOrderDetail | null>(null);
  const request = () => ({
    from: filter.from,
    to: filter.to,
    provider: filter.provider as (typeof moneyProviders)[number] | '',
    status: filter.status === '' ? null : Number(filter.status),
    user: filter.user,
    timezoneOffset: new Date().getTimezoneOffset(),
  });
  const load = async (pageNum: number) => {
    try {
      setPage(await call('operatorOrderPage', { ...request(), pageNum, pageSize: PAGE_SIZE }));
    } catch {
      // the client has shown the server's message
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setDetail(null);
    void load(1);
  };
  const exportCsv = async () => {
    try {
      const answer = await call('operatorOrderCsv', request());
      downloadBlob(new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }), answer.filename);
      toast.success(t('operator.money.exported', { count: answer.rows }));
    } catch {
      // the client has shown the server's message
    }
  };
  const open = async (orderId: string) => {
    try {
      setDetail(await call('operatorOrderDetail', { orderId }));
    } catch {
      // the client has shown the server's message
    }
  };
  const set = (key: keyof typeof filter) => (value: string) => setFilter({ ...filter, [key]: value });
  return (
    <section className="card stack history-table-wrap" aria-labelledby="operator-orders">
      <h2 id="operator-orders">{t('operator.money.orders')}</h2>
      <form className="operator-tabs" role="search" onSubmit={search}>
        <InputField
          label={t('operator.money.from')}
          type="date"
          value={filter.from}
          onChange={(e) => set('from')(e.target.value)}
        />
        <InputField
          label={t('operator.money.to')}
          type="date"
          value={filter.to}
          onChange={(e) => set('to')(e.target.value)}
        />
        <SelectField
          label={t('operator.money.provider')}
          value={filter.provider}
          options={['', ...moneyProviders]}
          onChange={set('provider')}
          labelOf={(p) => p || t('operator.money.any')}
        />
        <SelectField
          label={t('operator.money.status')}
          value={filter.status}
          options={STATUSES}
          onChange={set('status')}
          labelOf={(s) => (s === '' ? t('operator.money.any') : t(`operator.money.status_${s}`))}
        />
        <InputField
          label={t('operator.money.user')}
          value={filter.user}
          onChange={(e) => set('user')(e.target.value)}
        />
        <div>
          <button type="submit" className="btn btn-primary">
            {t('operator.money.search')}
          </button>{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void exportCsv()}>
            {t('operator.money.exportCsv')}
          </button>
        </div>
      </form>
      {page && page.list.length === 0 ? <p className="muted">{t('operator.money.noOrders')}</p> : null}
      {page && page.list.length > 0 ? (
        <table className="history-table" data-testid="operator-orders">
          <thead>
            <tr>
              <th scope="col">{t('operator.money.created')}</th>
              <th scope="col">{t('operator.money.user')}</th>
              <th scope="col">{t('operator.money.level')}</th>
              <th scope="col">{t('operator.money.amount')}</th>
              <th scope="col">{t('operator.money.status')}</th>
              <th scope="col">{t('operator.money.provider')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {page.list.map((o) => (
              <tr key={o.id}>
                <td>{formatTime(o.createdAt, i18n.language)}</td>
                <td>{o.userName}</td>
                <td>
                  Lv.{o.level} · {t(`operator.money.${o.cycle}`)}
                </td>
                <td>{formatAmount(o.amount, o.currency, i18n.language)}</td>
                <td>{t(`operator.money.status_${o.status}`)}</td>
                <td>{o.provider ?? ''}</td>
                <td>
                  <button type="button" className="btn btn-ghost" onClick={() => void open(o.id)}>
                    {t('operator.money.open')} {o.id}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {page ? (
        <Pager pageNum={page.pageNum} totalPage={page.totalPage} onChange={(n) => void load(n)} />
      ) : null}
      {detail ? <OrderPage key={detail.order.id} detail={detail} onChange={setDetail} /> : null}
    </section>
  );
}

function tradeStatus(t: (key: string) => string, status: number) {
  return t(
    status === 1 || status === 4 ? `operator.money.tradeStatus_${status}` : `operator.money.status_${status}`,
  );
}

/** A refunded trade's refund as the provider last said it, with the provider's words: '' when none. */
function refundWords(t: (key: string) => string, trade: Pick<OpTrade, 'refundState' | 'refundDetail'>) {
  if (!trade.refundState) return '';
  const detail = trade.refundDetail ? ` (${trade.refundDetail})` : '';
  return ` · ${t(`operator.money.refundState_${trade.refundState}`)}${detail}`;
}

function OrderPage({ detail, onChange }: { detail: OpOrderDetail; onChange: (d: OpOrderDetail) => void }) {
  const { t, i18n } = useTranslation();
  const { order } = detail;
  const [words, setWords] = useState<OpProviderWord[] | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const amount = formatAmount(order.amount, order.currency, i18n.language);
  const ask = async () => {
    setBusy(true);
    try {
      const list = (await call('operatorOrderQuery', { orderId: order.id })).list;
      setWords(list);
      // The provider's news of a pending refund was recorded by the server: show it in the trades too.
      onChange({
        ...detail,
        trades: detail.trades.map((trade) => {
          const word = list.find((w) => w.tradeId === trade.id);
          return word ? { ...trade, refundState: word.refundState, refundDetail: word.refundDetail } : trade;
        }),
      });
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  const refund = async () => {
    setBusy(true);
    try {
      const next = await call('operatorOrderRefund', { orderId: order.id, reason });
      onChange(next);
      toast.success(t('operator.money.refunded', { count: next.refunds.at(-1)?.creditsTaken ?? 0 }));
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="stack" aria-labelledby="operator-order" data-testid="operator-order">
      <h3 id="operator-order">{t('operator.money.order', { id: order.id })}</h3>
      <dl className="operator-facts">
        <dt>{t('operator.money.user')}</dt>
        <dd>{order.userName}</dd>
        <dt>{t('operator.money.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('operator.money.status')}</dt>
        <dd data-testid="operator-order-status">{t(`operator.money.status_${order.status}`)}</dd>
        <dt>{t('operator.money.paid')}</dt>
        <dd>{order.paidAt ? formatTime(order.paidAt, i18n.language) : ''}</dd>
      </dl>
      {detail.trades.some((trade) => trade.refundState === 'failed') ? (
        <div className="notice notice-error" role="alert" data-testid="operator-refund-failed">
          {t('operator.money.refundFailedNote')}
        </div>
      ) : null}
      <h4>{t('operator.money.trades')}</h4>
      <table className="history-table">
        <thead>
          <tr>
            <th scope="col">{t('operator.money.trade')}</th>
            <th scope="col">{t('operator.money.provider')}</th>
            <th scope="col">{t('operator.money.channel')}</th>
            <th scope="col">{t('operator.money.status')}</th>
            <th scope="col">{t('operator.money.transaction')}</th>
            <th scope="col">{t('operator.money.created')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.trades.map((trade) => (
            <tr key={trade.id}>
              <td>{trade.id}</td>
              <td>{trade.provider}</td>
              <td>{trade.channel}</td>
              <td>
                {tradeStatus(t, trade.status)}
                {refundWords(t, trade)}
              </td>
              <td>{trade.transactionId ?? trade.failReason ?? ''}</td>
              <td>{formatTime(trade.createdAt, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void ask()}>
          {t('operator.money.askProvider')}
        </button>
      </div>
      {words ? (
        <table className="history-table" data-testid="operator-provider-word">
          <caption>{t('operator.money.providerSays')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('operator.money.trade')}</th>
              <th scope="col">{t('operator.money.state')}</th>
              <th scope="col">{t('operator.money.amount')}</th>
              <th scope="col">{t('operator.money.transaction')}</th>
              <th scope="col">{t('operator.money.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {words.map((w) => (
              <tr key={w.tradeId}>
                <td>{w.tradeId}</td>
                <td>
                  {w.state}
                  {refundWords(t, w)}
                </td>
                <td>
                  {w.amount === null
                    ? ''
                    : formatAmount(w.amount, w.currency ?? order.currency, i18n.language)}
                </td>
                <td>{w.transactionId ?? ''}</td>
                <td>{w.error ?? w.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {detail.refunds.length > 0 ? (
        <>
          <h4>{t('operator.money.refunds')}</h4>
          <ul data-testid="operator-refunds">
            {detail.refunds.map((r) => (
              <li key={r.refundId}>
                {formatTime(r.at, i18n.language)} · {r.operator} · {r.reason} · {t('operator.money.refundId')}{' '}
                {r.refundId} · {t('operator.money.creditsTaken')} {r.creditsTaken}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {order.status === 2 ? (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        >
          <InputField
            label={t('operator.money.refundReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('operator.money.refund')}
            </button>
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('operator.money.refund')}
        message={t('operator.money.refundConfirm', { amount, provider: order.provider ?? '' })}
        confirmLabel={t('operator.money.refund')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void refund();
        }}
      />
    </section>
  );
}
