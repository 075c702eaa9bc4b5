import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpPartner } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { CheckField, InputField } from '../../ui/field.tsx';
import { Icon } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast-store.ts';
import { fromLocalInput, toLocalInput } from './content-form.ts';

/** The open-mode partners: add one (its secret shown once), pause, end, or give a new secret. */
export function PartnersSection() {
  const { t } = useTranslation();
  const [list, setList] = useState<OpPartner[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [secret, setSecret] = useState<{ id: string; secret: string } | null>(null);
  const load = useCallback(() => {
    call('operatorPartnerList', {}, { silent: true }).then((answer) => setList(answer.list), setError);
  }, []);
  useEffect(load, [load]);
  const rotate = async (openId: string) => {
    try {
      const answer = await call('operatorPartnerRotate', { openId, reason: '' });
      setSecret({ id: openId, secret: answer.secret! });
    } catch {
      // shown by the client
    }
  };
  return (
    <section className="card stack" aria-labelledby="content-partners" data-testid="content-partners">
      <h2 id="content-partners">{t('operator.content.partners')}</h2>
      <p className="muted">{t('operator.content.partnersHint')}</p>
      {error ? <ErrorMessage error={error} /> : null}
      {secret ? (
        <div className="notice" role="status" data-testid="partner-secret">
          <Icon name="info" />
          <span>{t('operator.content.secretOnce', secret)}</span>
        </div>
      ) : null}
      {list && !list.length ? <p className="muted">{t('operator.content.none')}</p> : null}
      <ul className="stack operator-inbox">
        {(list ?? []).map((p) => (
          <li key={p.openId} className="card stack">
            <PartnerEditor partner={p} onDone={load} onSecret={setSecret} />
            <div className="row">
              <span className="muted">{t('operator.content.calls', { count: p.calls })}</span>
              <button type="button" className="btn btn-ghost" onClick={() => void rotate(p.openId)}>
                {t('operator.content.rotate')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <details className="card">
        <summary>{t('operator.content.addPartner')}</summary>
        <PartnerEditor partner={null} onDone={load} onSecret={setSecret} />
      </details>
    </section>
  );
}

function PartnerEditor(props: {
  partner: OpPartner | null;
  onDone: () => void;
  onSecret: (s: { id: string; secret: string }) => void;
}) {
  const { t } = useTranslation();
  const { partner } = props;
  const [openId, setOpenId] = useState(partner?.openId ?? '');
  const [name, setName] = useState(partner?.name ?? '');
  const [enabled, setEnabled] = useState(partner?.enabled ?? true);
  const [expires, setExpires] = useState(toLocalInput(partner?.expiresAt ?? null));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const expiresAt = fromLocalInput(expires);
    if (expiresAt === undefined) return setProblem(t('operator.content.badDate'));
    setProblem(null);
    try {
      const answer = await call('operatorPartnerSave', { openId, name, enabled, expiresAt, reason });
      if (answer.secret) props.onSecret({ id: answer.partner.openId, secret: answer.secret });
      toast.success(t('operator.content.partnerSaved', { id: answer.partner.openId }));
      setReason('');
      if (!partner) {
        setOpenId('');
        setName('');
      }
      props.onDone();
    } catch {
      // shown by the client
    }
  };
  return (
    <form className="stack" data-partner={partner?.openId ?? 'new'} onSubmit={(event) => void save(event)}>
      <div className="row">
        <InputField
          label={t('operator.content.openId')}
          value={openId}
          readOnly={Boolean(partner)}
          onChange={(e) => setOpenId(e.target.value)}
        />
        <InputField
          label={t('operator.content.partnerName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <InputField
          label={t('operator.content.expires')}
          type="datetime-local"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
        />
      </div>
      <CheckField label={t('operator.content.partnerOn')} checked={enabled} onChange={setEnabled} />
      {problem ? (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <InputField label={t('operator.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div>
        <button type="submit" className="btn btn-primary">
          {partner ? t('operator.save') : t('operator.content.addPartner')}
        </button>
      </div>
    </form>
  );
}
