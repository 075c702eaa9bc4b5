import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpReconcile } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { downloadBlob } from '../../framework/download.ts';
import { InputField } from '../../ui/field.tsx';

/** Yesterday in the reader's time zone, as YYYY-MM-DD. */
function yesterday(): string {
  const d = new Date(Date.now() - 24 * 60 * 60 * 1000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A day's reconciliation of our trades against the providers, and its CSV. */
export function MoneyReconcile() {
  const { t } = useTranslation();
  const [day, setDay] = useState(yesterday);
  const [report, setReport] = useState<OpReconcile | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setReport(await call('operatorReconcile', { day, timezoneOffset: new Date().getTimezoneOffset() }));
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack history-table-wrap" aria-labelledby="operator-reconcile" aria-busy={busy}>
      <h2 id="operator-reconcile">{t('operator.money.reconcile')}</h2>
      <p className="muted">{t('operator.money.reconcileHint')}</p>
      <form className="operator-tabs" onSubmit={(event) => void run(event)}>
        <InputField
          label={t('operator.money.day')}
          type="date"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          required
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('operator.money.run')}
          </button>
        </div>
      </form>
      {report ? (
        <>
          <p data-testid="operator-reconcile-summary">
            {t('operator.money.checked', { count: report.checked, mismatches: report.mismatches.length })}
          </p>
          {report.statements.length > 0 ? (
            <div>
              <h3>{t('operator.money.statements')}</h3>
              <ul data-testid="operator-statements">
                {report.statements.map((s) => (
                  <li key={s.provider}>
                    {t(`operator.money.statement_${s.state}`, {
                      provider: s.provider,
                      payments: s.payments,
                      detail: s.detail,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {report.mismatches.length > 0 ? (
            <table className="history-table" data-testid="operator-mismatches">
              <thead>
                <tr>
                  <th scope="col">{t('operator.money.trade')}</th>
                  <th scope="col">{t('operator.money.provider')}</th>
                  <th scope="col">{t('operator.money.kind')}</th>
                  <th scope="col">{t('operator.money.ours')}</th>
                  <th scope="col">{t('operator.money.theirs')}</th>
                </tr>
              </thead>
              <tbody>
                {report.mismatches.map((m) => (
                  <tr key={`${m.provider}:${m.tradeId}:${m.kind}`}>
                    <td>{m.tradeId}</td>
                    <td>{m.provider}</td>
                    <td>{t(`operator.money.kind_${m.kind}`)}</td>
                    <td>{m.ours}</td>
                    <td>{m.theirs}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <div>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() =>
                downloadBlob(
                  new Blob([report.csv], { type: 'text/csv;charset=utf-8' }),
                  `reconcile-${report.day}.csv`,
                )
              }
            >
              {t('operator.money.downloadReport')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
