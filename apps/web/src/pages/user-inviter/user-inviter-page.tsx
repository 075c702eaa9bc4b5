import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InviterInfo } from '@toolbox/contracts';
import { ConfirmDialog } from '../../features/auth/dialog.tsx';
import { failureMessages, FormAlert } from '../../features/auth/form-parts.tsx';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import { copyText } from '../../framework/clipboard.ts';
import { creditsApi } from '../../features/credits/credits-api.ts';
import { creditColumns } from '../../features/credits/record-columns.tsx';
import { RecordsDialog } from '../../features/credits/records-dialog.tsx';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Spinner } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast-store.ts';
import '../../features/credits/credits.css';

/**
 * /user-inviter (needs login), titled as a limited-time free membership: the user's own invite code
 * (click to copy), the exchange-points balance with its records, the inviter's code (filled once,
 * after the spec's confirm; then read-only 'already filled') and a link to /vip to redeem.
 */
export function UserInviterPage() {
  const { t, i18n } = useTranslation();
  const [info, setInfo] = useState<InviterInfo | null>(null);
  const [code, setCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [records, setRecords] = useState(false);
  const [busy, setBusy] = useState(false);
  /** What went wrong with the inviter's code, said beside the form (not in a toast that fades). */
  const [messages, setMessages] = useState<string[]>([]);
  const inputId = useId();
  const hintId = useId();
  useDocumentTitle(t('credits.invite.title'));

  const load = useCallback(() => creditsApi.inviter().then(setInfo, () => {}), []);
  useEffect(() => void load(), [load]);
  const fetchRecords = useCallback((n: number) => creditsApi.exchangeRecords(n), []);

  const submit = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await creditsApi.saveInviter(code.trim(), { silent: true });
      toast.success(t('credits.invite.submitted'));
      await load();
    } catch (error) {
      setMessages(failureMessages(error, t('errors.ERR_NETWORK')));
      await load(); // 'already submitted': show the stored code
    } finally {
      setBusy(false);
    }
  };

  if (!info) return <Spinner label={t('common.loading')} />;
  const filled = info.inviterIdCode !== null;
  return (
    <div className="page">
      <header className="page-head">
        <h1>{t('credits.invite.title')}</h1>
        <p className="lead">{t('credits.invite.lead')}</p>
      </header>
      <section className="card credits-card" aria-labelledby="invite-mine">
        <h2 id="invite-mine">{t('credits.invite.myCode')}</h2>
        <button
          type="button"
          className="btn btn-secondary invite-code"
          data-testid="my-invite-code"
          title={t('credits.invite.copyHint')}
          onClick={() =>
            void copyText(info.idCode).then((ok) =>
              ok ? toast.success(t('credits.invite.copied')) : toast.warning(t('errors.copy_failed')),
            )
          }
        >
          {info.idCode}
          <span className="visually-hidden"> {t('credits.invite.copyHint')}</span>
        </button>
        <dl className="credits-facts">
          <div>
            <dt>{t('credits.invite.points')}</dt>
            <dd data-testid="exchange-points">{info.exchangePoint}</dd>
          </div>
        </dl>
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={() => setRecords(true)}>
            {t('credits.invite.records')}
          </button>
          <Link to="/vip" className="btn btn-primary">
            {t('credits.invite.redeem')}
          </Link>
        </div>
      </section>
      <section className="card credits-card" aria-labelledby="invite-inviter">
        <h2 id="invite-inviter">{t('credits.invite.inviter')}</h2>
        <FormAlert messages={messages} />
        <form
          className="row"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!code.trim()) {
              setMessages([t('credits.invite.empty')]);
            } else {
              setMessages([]);
              setConfirming(true);
            }
          }}
        >
          <div className="field">
            <label htmlFor={inputId} className="field-label">
              {t('credits.invite.inviter')}
            </label>
            <input
              id={inputId}
              type="text"
              aria-describedby={hintId}
              aria-invalid={(!filled && messages.length > 0) || undefined}
              value={filled ? (info.inviterIdCode ?? '') : code}
              readOnly={filled}
              maxLength={32}
              autoComplete="off"
              onChange={(e) => setCode(e.target.value)}
            />
            <span id={hintId} className="field-hint">
              {filled ? t('credits.invite.filled') : t('credits.invite.inviterHint')}
            </span>
          </div>
          {filled ? null : (
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('credits.invite.submit')}
            </button>
          )}
        </form>
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('credits.invite.confirmTitle')}
        message={t('credits.invite.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void submit()}
      />
      <RecordsDialog
        open={records}
        title={t('credits.invite.records')}
        columns={creditColumns(t, i18n.language)}
        fetchPage={fetchRecords}
        rowKey={(r) => r.id}
        onClose={() => setRecords(false)}
        testId="exchange-records"
      />
    </div>
  );
}

/** The /user-inviter route: tourists go to /login. */
export function UserInviterRoute() {
  return (
    <RequireLogin>
      <UserInviterPage />
    </RequireLogin>
  );
}
