import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpPicks, PickList } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { InputField, TextAreaField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';

const LISTS: { list: PickList; label: 'operator.picksRecommend' | 'operator.picksMascot' }[] = [
  { list: 'recommend', label: 'operator.picksRecommend' },
  { list: 'mascot', label: 'operator.picksMascot' },
];

const codesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/** The home carousel's and the mascot's tools: one code a line, saved list by list. */
export function PicksPanel() {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<OpPicks | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    call('operatorPicks', {}, { silent: true }).then(setPicks, setError);
  }, []);
  if (error) return <ErrorMessage error={error} />;
  if (!picks) return null;
  return (
    <div className="operator-picks">
      {LISTS.map(({ list, label }) => (
        <PickEditor key={list} list={list} label={t(label)} codes={picks[list]} onSaved={setPicks} />
      ))}
    </div>
  );
}

function PickEditor(props: {
  list: PickList;
  label: string;
  codes: string[];
  onSaved: (picks: OpPicks) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.codes.join('\n'));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const saved = await call('operatorPicksSave', { list: props.list, codes: codesOf(text), reason });
      props.onSaved(saved);
      setText(saved[props.list].join('\n'));
      setReason('');
      toast.success(t('operator.picksSaved', { list: props.label }));
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack" data-testid={`operator-picks-${props.list}`}>
      <TextAreaField
        label={props.label}
        hint={t('operator.picksHint')}
        rows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <InputField label={t('operator.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
          {t('operator.save')}
        </button>
      </div>
    </section>
  );
}
