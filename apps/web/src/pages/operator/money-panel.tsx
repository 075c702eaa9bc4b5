import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpLevel } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { toast } from '../../ui/toast-store.ts';
import { MoneyOrders } from './money-orders.tsx';
import { MoneyReconcile } from './money-reconcile.tsx';
import { MoneyResultPays } from './money-result-pays.tsx';

const PRICES = ['monthlyPrice', 'quarterPrice', 'yearlyPrice'] as const;
type PriceKey = (typeof PRICES)[number];
const priceLabel = {
  monthlyPrice: 'operator.money.monthly',
  quarterPrice: 'operator.money.quarterly',
  yearlyPrice: 'operator.money.yearly',
} as const;

/** "19.90" from 1990 minor units; '' for null. */
export const major = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));

/** 1990 from "19.9"; null for ''; undefined when it is not a positive amount with two decimals at most. */
export function minor(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const cents = Math.round(Number(value) * 100);
  return cents > 0 ? cents : undefined;
}

/**
 * Memberships and money: levels and prices, orders with refunds, per-result payments with refunds,
 * and the day's reconciliation.
 */
export function MoneyPanel() {
  return (
    <div className="stack">
      <LevelsCard />
      <MoneyOrders />
      <MoneyResultPays />
      <MoneyReconcile />
    </div>
  );
}

function LevelsCard() {
  const { t } = useTranslation();
  const [levels, setLevels] = useState<OpLevel[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const controller = new AbortController();
    call('operatorLevelList', {}, { signal: controller.signal, silent: true }).then(
      (answer) => setLevels(answer.list),
      (err: unknown) => controller.signal.aborted || setError(err),
    );
    return () => controller.abort();
  }, []);
  const replace = (next: OpLevel) =>
    setLevels((list) =>
      (list ?? []).map((l) => (l.edition === next.edition && l.level === next.level ? next : l)),
    );
  return (
    <section className="card stack history-table-wrap" aria-labelledby="operator-levels">
      <h2 id="operator-levels">{t('operator.money.levels')}</h2>
      <p className="muted">{t('operator.money.levelsHint')}</p>
      {error ? <ErrorMessage error={error} /> : null}
      {levels ? (
        <table className="history-table" data-testid="operator-levels">
          <thead>
            <tr>
              <th scope="col">{t('operator.money.edition')}</th>
              <th scope="col">{t('operator.money.level')}</th>
              <th scope="col">{t('operator.money.daily')}</th>
              {PRICES.map((key) => (
                <th scope="col" key={key}>
                  {t(priceLabel[key])}
                </th>
              ))}
              <th scope="col">{t('operator.reason')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => (
              <LevelRow key={`${level.edition}:${level.level}`} level={level} onSaved={replace} />
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function LevelRow({ level, onSaved }: { level: OpLevel; onSaved: (level: OpLevel) => void }) {
  const { t } = useTranslation();
  const name = `${level.edition} Lv.${level.level}`;
  const [daily, setDaily] = useState(String(level.dailyPoint));
  const [prices, setPrices] = useState<Record<PriceKey, string>>({
    monthlyPrice: major(level.monthlyPrice),
    quarterPrice: major(level.quarterPrice),
    yearlyPrice: major(level.yearlyPrice),
  });
  const [reason, setReason] = useState('');
  const [bad, setBad] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const parsed = PRICES.map((key) => minor(prices[key]));
    if (parsed.some((v) => v === undefined) || !/^\d+$/.test(daily.trim())) {
      setBad(true);
      return;
    }
    setBad(false);
    setBusy(true);
    try {
      const saved = await call('operatorLevelSave', {
        edition: level.edition,
        level: level.level,
        dailyPoint: Number(daily),
        monthlyPrice: parsed[0]!,
        quarterPrice: parsed[1]!,
        yearlyPrice: parsed[2]!,
        reason,
      });
      onSaved(saved);
      setReason('');
      toast.success(t('operator.money.levelSaved', { edition: level.edition, level: level.level }));
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <td>{level.edition}</td>
      <td>
        Lv.{level.level} ({level.currency})
      </td>
      <td>
        <input
          aria-label={`${t('operator.money.daily')} ${name}`}
          inputMode="numeric"
          size={6}
          value={daily}
          onChange={(e) => setDaily(e.target.value)}
        />
      </td>
      {PRICES.map((key) => (
        <td key={key}>
          <input
            aria-label={`${t(priceLabel[key])} ${name}`}
            inputMode="decimal"
            size={8}
            value={prices[key]}
            onChange={(e) => setPrices({ ...prices, [key]: e.target.value })}
          />
        </td>
      ))}
      <td>
        <input
          aria-label={`${t('operator.reason')} ${name}`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {bad ? (
          <p role="alert" className="form-problem">
            {t('operator.money.badPrice')}
          </p>
        ) : null}
      </td>
      <td>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
          {t('operator.money.saveLevel', { edition: level.edition, level: level.level })}
        </button>
      </td>
    </tr>
  );
}
