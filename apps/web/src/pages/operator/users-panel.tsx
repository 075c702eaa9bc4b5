import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpUser, OpUserDetail } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { formatTime } from '../../features/files/history-parts.tsx';
import { InputField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { UserRecords } from './user-records.tsx';

/** Find a user, then see their credits and sessions, grant or take back credits, end their sessions. */
export function UsersPanel() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<OpUser[] | null>(null);
  const [detail, setDetail] = useState<OpUserDetail | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    try {
      setFound((await call('operatorUserFind', { query })).list);
      setDetail(null);
    } catch {
      // the client has shown the server's message
    }
  };
  const open = async (userId: string) => {
    try {
      setDetail(await call('operatorUserDetail', { userId }));
    } catch {
      // the client has shown the server's message
    }
  };

  return (
    <div className="stack">
      <form className="card stack" role="search" onSubmit={(event) => void find(event)}>
        <InputField
          label={t('operator.userQuery')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div>
          <button type="submit" className="btn btn-primary">
            {t('operator.find')}
          </button>
        </div>
      </form>
      {found && found.length === 0 ? <p className="muted">{t('operator.noUser')}</p> : null}
      {found && found.length > 0 ? (
        <ul className="card" data-testid="operator-users">
          {found.map((user) => (
            <li key={user.id}>
              {user.email ?? user.phone ?? user.googleEmail ?? user.id} · {user.idCode} ·{' '}
              {formatTime(user.createdAt, i18n.language)}
              {user.operator ? ` · ${t('operator.isOperator')}` : ''}{' '}
              <button type="button" className="btn btn-ghost" onClick={() => void open(user.id)}>
                {t('operator.open')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {detail ? <UserDetail key={detail.user.id} detail={detail} onChange={setDetail} /> : null}
    </div>
  );
}

function UserDetail({
  detail,
  onChange,
}: {
  detail: OpUserDetail;
  onChange: (detail: OpUserDetail) => void;
}) {
  const { t, i18n } = useTranslation();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { user } = detail;

  const adjust = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const next = await call('operatorUserCredits', { userId: user.id, delta: Number(delta), reason });
      onChange(next);
      setDelta('');
      setReason('');
      toast.success(t('operator.adjusted', { credits: next.credits }));
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    setBusy(true);
    try {
      const { revoked } = await call('operatorUserRevokeSessions', { userId: user.id, reason });
      toast.success(t('operator.revoked', { count: revoked }));
      onChange({ ...detail, liveSessions: 0 });
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="operator-user" data-testid="operator-user">
      <h2 id="operator-user">{user.email ?? user.phone ?? user.googleEmail ?? user.id}</h2>
      <dl className="operator-facts">
        <dt>{t('operator.idCode')}</dt>
        <dd>{user.idCode}</dd>
        <dt>{t('operator.created')}</dt>
        <dd>{formatTime(user.createdAt, i18n.language)}</dd>
        <dt>{t('operator.credits')}</dt>
        <dd data-testid="operator-user-credits">{detail.credits}</dd>
      </dl>
      <p>{t('operator.liveSessions', { count: detail.liveSessions })}</p>
      <form className="stack" onSubmit={(event) => void adjust(event)}>
        <h3>{t('operator.adjust')}</h3>
        <InputField
          label={t('operator.delta')}
          type="number"
          step={1}
          value={delta}
          onChange={(e) => setDelta(e.target.value)}
          required
        />
        <InputField
          label={t('operator.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
        <div className="operator-tabs">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('operator.apply')}
          </button>
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void revoke()}>
            {t('operator.revoke')}
          </button>
        </div>
      </form>
      <UserRecords userId={user.id} onSessionsEnded={() => onChange({ ...detail, liveSessions: 0 })} />
      <div className="history-table-wrap">
        <h3>{t('operator.ledger')}</h3>
        <table className="history-table" data-testid="operator-ledger">
          <thead>
            <tr>
              <th scope="col">{t('operator.at')}</th>
              <th scope="col">{t('operator.type')}</th>
              <th scope="col">{t('operator.change')}</th>
              <th scope="col">{t('operator.balance')}</th>
              <th scope="col">{t('operator.remark')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.ledger.map((entry) => (
              <tr key={entry.id}>
                <td>{formatTime(entry.createTime, i18n.language)}</td>
                <td>{entry.typeText}</td>
                <td>{entry.deltaPoint > 0 ? `+${entry.deltaPoint}` : entry.deltaPoint}</td>
                <td>{entry.resultPoint}</td>
                <td>{entry.remark}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
