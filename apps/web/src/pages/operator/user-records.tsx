import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpUserRecords } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ConfirmDialog } from '../../features/auth/dialog.tsx';
import { formatTime } from '../../features/files/history-parts.tsx';
import { InputField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { formatMoney } from './money-format.ts';

/**
 * The user page's second half: blocking (with a reason, audited), the membership levels held, the
 * newest orders and server tasks. `onSessionsEnded` tells the page a block ended the sessions.
 */
export function UserRecords({ userId, onSessionsEnded }: { userId: string; onSessionsEnded: () => void }) {
  const { t, i18n } = useTranslation();
  const [records, setRecords] = useState<OpUserRecords | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const lang = i18n.language;
  const time = (iso: string | null) => (iso ? formatTime(iso, lang) : '—');

  const load = useCallback(async () => {
    try {
      setRecords(await call('operatorUserRecords', { userId }));
    } catch {
      // the client has shown the server's message
    }
  }, [userId]);
  useEffect(() => {
    void load();
  }, [load]);

  const send = async () => {
    if (!records) return;
    const blocked = !records.blockedAt;
    setBusy(true);
    try {
      const answer = await call('operatorUserBlock', { userId, blocked, reason });
      setRecords({ ...records, blockedAt: answer.blockedAt });
      setReason('');
      if (blocked) {
        toast.success(t('operator.user.blocked', { count: answer.revoked }));
        onSessionsEnded();
      } else {
        toast.success(t('operator.user.unblocked'));
      }
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  // A block ends the user's sessions: asked first. An unblock goes at once.
  const toggle = (event: FormEvent) => {
    event.preventDefault();
    if (records?.blockedAt) void send();
    else setAsking(true);
  };

  if (!records) return null;
  return (
    <div className="stack" data-testid="operator-user-records">
      <form className="stack" onSubmit={toggle}>
        <p
          role="status"
          data-testid="operator-user-blocked"
          className={records.blockedAt ? 'operator-changed' : ''}
        >
          {records.blockedAt
            ? t('operator.user.blockedSince', { at: time(records.blockedAt) })
            : t('operator.user.notBlocked')}
        </p>
        <InputField
          label={t('operator.user.blockReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
        <div>
          <button type="submit" className={records.blockedAt ? 'btn' : 'btn btn-danger'} disabled={busy}>
            {records.blockedAt ? t('operator.user.unblock') : t('operator.user.block')}
          </button>
        </div>
      </form>

      <ConfirmDialog
        open={asking}
        title={t('operator.user.block')}
        message={t('operator.user.confirmBlock')}
        confirmLabel={t('operator.user.block')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void send();
        }}
      />
      <h3>{t('operator.user.levels')}</h3>
      {records.levels.length ? (
        <Rows
          testId="operator-user-levels"
          heads={[
            t('operator.user.level'),
            t('operator.user.from'),
            t('operator.user.until'),
            t('operator.user.current'),
          ]}
          rows={records.levels.map((l) => [
            String(l.level),
            time(l.startTime),
            time(l.endTime),
            l.active ? t('operator.user.yes') : t('operator.user.no'),
          ])}
        />
      ) : (
        <p className="muted">{t('operator.user.noLevels')}</p>
      )}

      <h3>{t('operator.user.orders')}</h3>
      {records.orders.length ? (
        <Rows
          testId="operator-user-orders"
          heads={[
            t('operator.at'),
            t('operator.user.subject'),
            t('operator.dash.provider'),
            t('operator.dash.amount'),
            t('operator.user.status'),
          ]}
          rows={records.orders.map((o) => [
            time(o.createdAt),
            o.subject,
            o.provider,
            formatMoney(o.amount, o.currency, lang),
            t(`operator.user.tradeStatus.${o.status}`),
          ])}
        />
      ) : (
        <p className="muted">{t('operator.user.noOrders')}</p>
      )}

      <h3>{t('operator.user.tasks')}</h3>
      {records.tasks.length ? (
        <Rows
          testId="operator-user-tasks"
          heads={[
            t('operator.at'),
            t('operator.dash.tool'),
            t('operator.user.status'),
            t('operator.dash.failed'),
          ]}
          rows={records.tasks.map((task) => [
            time(task.createdAt),
            task.funcCode,
            t(`operator.user.taskStatus.${task.status}`),
            task.errorKey || '—',
          ])}
        />
      ) : (
        <p className="muted">{t('operator.user.noTasks')}</p>
      )}
    </div>
  );
}

function Rows({ heads, rows, testId }: { heads: string[]; rows: string[][]; testId: string }) {
  return (
    <div className="history-table-wrap">
      <table className="history-table" data-testid={testId}>
        <thead>
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col">
                {h}
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
