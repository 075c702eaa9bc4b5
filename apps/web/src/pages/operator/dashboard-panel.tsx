import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardRanges, type DashboardRange, type OpDashboard } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { Spinner } from '../../ui/icons.tsx';
import { DashChart } from './dashboard-chart.tsx';
import { formatMoney } from './money-format.ts';

const percent = (rate: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate);

/** The most tools a chart shows (the table lists them all). */
const CHART_TOOLS = 10;

/**
 * The dashboard: headline users and sign-ups, then for the chosen period sign-ups and paid orders
 * per day, sign-ups by channel, revenue by provider and currency, credits, tasks by tool with their
 * failure rate, and the job queues now. Every figure is counted by the server; charts and tables
 * show the same numbers.
 */
export default function DashboardPanel() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<DashboardRange>('today');
  const [data, setData] = useState<OpDashboard | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(true);
  const lang = i18n.language;
  const fmt = (n: number) => n.toLocaleString(lang);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setBusy(true);
      const timezoneOffset = new Date().getTimezoneOffset();
      call('operatorDashboard', { range, timezoneOffset }, { signal, silent: true }).then(
        (answer) => {
          setData(answer);
          setError(null);
          setBusy(false);
        },
        (err: unknown) => {
          if (signal?.aborted) return;
          setError(err);
          setBusy(false);
        },
      );
    },
    [range],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const day = (iso: string) => new Date(iso).toLocaleDateString(lang);
  const channelName = (c: string) => c || t('operator.dash.noChannel');

  return (
    <div className="stack" data-testid="operator-dashboard">
      <div className="operator-tabs" role="group" aria-label={t('operator.dash.range')}>
        {dashboardRanges.map((name) => (
          <button
            key={name}
            type="button"
            className={name === range ? 'btn btn-primary' : 'btn btn-ghost'}
            aria-pressed={name === range}
            onClick={() => setRange(name)}
          >
            {t(`operator.dash.${name}`)}
          </button>
        ))}
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => load()}>
          {t('operator.dash.refresh')}
        </button>
        {busy ? <Spinner label={t('common.loading')} /> : null}
      </div>
      <ErrorMessage error={error} />
      {data ? (
        <>
          <p className="muted" data-testid="operator-dash-period">
            {t('operator.dash.period', {
              from: day(data.from),
              to: day(new Date(new Date(data.to).getTime() - 1).toISOString()),
            })}
          </p>
          <dl className="operator-kpis" data-testid="operator-kpis">
            {(
              [
                ['activeToday', data.activeUsers.today],
                ['activeMonth', data.activeUsers.month],
                ['signupsToday', data.signups.today],
                ['signupsMonth', data.signups.month],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="card">
                <dt>{t(`operator.dash.${key}`)}</dt>
                <dd>{fmt(value)}</dd>
              </div>
            ))}
          </dl>
          <p className="muted">{t('operator.dash.activeHint')}</p>

          <section className="card stack">
            <h2>{t('operator.dash.perDay')}</h2>
            <DashChart
              kind={data.days.length > 1 ? 'line' : 'bar'}
              title={t('operator.dash.perDay')}
              categories={data.days.map((d) => d.day.slice(5))}
              series={[
                { name: t('operator.dash.signups'), values: data.days.map((d) => d.signups) },
                { name: t('operator.dash.paidOrders'), values: data.days.map((d) => d.paidOrders) },
              ]}
            />
          </section>

          <div className="operator-dash-grid">
            <section className="card stack">
              <h2>{t('operator.dash.channels')}</h2>
              <DashChart
                kind="pie"
                title={t('operator.dash.channels')}
                categories={data.channels.map((c) => channelName(c.channel))}
                series={[{ name: t('operator.dash.signups'), values: data.channels.map((c) => c.signups) }]}
              />
              <Table
                testId="operator-dash-channels"
                heads={['channel', 'signups', 'visits', 'paidOrders']}
                rows={data.channels.map((c) => [
                  channelName(c.channel),
                  fmt(c.signups),
                  fmt(c.visits),
                  fmt(c.paidOrders),
                ])}
              />
            </section>

            <section className="card stack">
              <h2>{t('operator.dash.revenue')}</h2>
              <DashChart
                kind="bar"
                title={t('operator.dash.revenue')}
                categories={data.revenue.map((r) => `${r.provider} ${r.currency}`)}
                series={[
                  { name: t('operator.dash.amount'), values: data.revenue.map((r) => r.amount / 100) },
                ]}
              />
              <Table
                testId="operator-dash-revenue"
                heads={['provider', 'currency', 'orders', 'amount']}
                rows={data.revenue.map((r) => [
                  r.provider,
                  r.currency,
                  fmt(r.orders),
                  formatMoney(r.amount, r.currency, lang),
                ])}
              />
            </section>

            <section className="card stack">
              <h2>{t('operator.dash.credits')}</h2>
              <DashChart
                kind="bar"
                height={240}
                title={t('operator.dash.credits')}
                categories={[t('operator.dash.granted'), t('operator.dash.spent')]}
                series={[
                  { name: t('operator.dash.credits'), values: [data.credits.granted, data.credits.spent] },
                ]}
              />
              <p data-testid="operator-dash-credits">
                {t('operator.dash.granted')}: {fmt(data.credits.granted)} · {t('operator.dash.spent')}:{' '}
                {fmt(data.credits.spent)}
              </p>
              {data.credits.since !== data.from ? (
                <p className="muted">
                  {t('operator.dash.creditsSince', {
                    since: new Date(data.credits.since).toLocaleString(lang),
                  })}
                </p>
              ) : null}
            </section>

            <section className="card stack">
              <h2>{t('operator.dash.queues')}</h2>
              {data.queues.length ? (
                <Table
                  testId="operator-dash-queues"
                  heads={['queue', 'waiting', 'active']}
                  rows={data.queues.map((q) => [q.name, fmt(q.waiting), fmt(q.active)])}
                />
              ) : (
                <p className="muted">{t('operator.dash.noQueues')}</p>
              )}
            </section>
          </div>

          <section className="card stack">
            <h2>{t('operator.dash.tasks')}</h2>
            <DashChart
              kind="bar"
              title={t('operator.dash.tasks')}
              categories={data.tasks.slice(0, CHART_TOOLS).map((r) => r.funcCode)}
              series={[
                {
                  name: t('operator.dash.done'),
                  values: data.tasks.slice(0, CHART_TOOLS).map((r) => r.done),
                },
                {
                  name: t('operator.dash.failed'),
                  values: data.tasks.slice(0, CHART_TOOLS).map((r) => r.failed),
                },
              ]}
            />
            <Table
              testId="operator-dash-tasks"
              heads={['tool', 'total', 'done', 'failed', 'pending', 'failureRate']}
              rows={data.tasks.map((r) => [
                r.funcCode,
                fmt(r.total),
                fmt(r.done),
                fmt(r.failed),
                fmt(r.pending),
                percent(r.failureRate, lang),
              ])}
            />
            {data.tasksSince !== data.from ? (
              <p className="muted">
                {t('operator.dash.tasksSince', { since: new Date(data.tasksSince).toLocaleString(lang) })}
              </p>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}

function Table({ heads, rows, testId }: { heads: string[]; rows: string[][]; testId: string }) {
  const { t } = useTranslation();
  if (!rows.length) return <p className="muted">{t('operator.dash.empty')}</p>;
  return (
    <div className="history-table-wrap">
      <table className="history-table" data-testid={testId}>
        <thead>
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col">
                {t(`operator.dash.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
