import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpDictEntry } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { InputField, TextAreaField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';

/** Every dictionary entry as JSON, each saved on its own with a reason. */
export function DictPanel() {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<OpDictEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    call('operatorDictList', {}, { silent: true }).then((answer) => setEntries(answer.list), setError);
  }, []);
  return (
    <section className="card stack" aria-labelledby="operator-dict">
      <h2 id="operator-dict">{t('operator.tabDict')}</h2>
      <p className="muted">{t('operator.dictHint')}</p>
      {error ? <ErrorMessage error={error} /> : null}
      <ul className="stack operator-inbox" data-testid="operator-dict">
        {(entries ?? []).map((entry) => (
          <DictItem key={`${entry.code}:${entry.edition}`} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function DictItem({ entry }: { entry: OpDictEntry }) {
  const { t } = useTranslation();
  const [text, setText] = useState(JSON.stringify(entry.value, null, 2));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return setProblem(t('operator.badJson'));
    }
    setProblem(null);
    setBusy(true);
    try {
      const saved = await call('operatorDictSave', {
        code: entry.code,
        edition: entry.edition,
        value,
        reason,
      });
      setText(JSON.stringify(saved.value, null, 2));
      setReason('');
      toast.success(t('operator.dictSaved', { code: entry.code }));
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card stack" data-code={entry.code}>
      <form className="stack" onSubmit={(event) => void save(event)}>
        <TextAreaField
          label={t('operator.value', { code: entry.code, edition: entry.edition })}
          hint={entry.remark}
          rows={Math.min(12, text.split('\n').length + 1)}
          value={text}
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
        />
        {problem ? (
          <p className="form-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <InputField label={t('operator.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('operator.save')}
          </button>
        </div>
      </form>
    </li>
  );
}
