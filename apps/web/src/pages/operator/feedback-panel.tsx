import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpFeedback } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { formatTime, Pager } from '../../features/files/history-parts.tsx';
import { usePagedList } from '../../features/files/use-paged-list.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { SelectField, TextAreaField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';

const PAGE_SIZE = 20;
const STATUSES = [0, 1, 2, 3] as const;
type Filter = 'all' | '0' | '1' | '2' | '3';
const FILTERS: Filter[] = ['all', '0', '1', '2', '3'];

/** The feedback inbox: everyone's feedback, newest first, each answered in place. */
export function FeedbackPanel() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('0');
  const list = usePagedList(
    (pageNum, signal) =>
      call(
        'operatorFeedbackPage',
        { pageNum, pageSize: PAGE_SIZE, status: filter === 'all' ? null : Number(filter) },
        { signal, silent: true },
      ),
    `operator-feedback:${filter}`,
  );
  const items = list.data?.list ?? [];
  return (
    <section className="card stack" aria-labelledby="operator-feedback" aria-busy={list.loading}>
      <h2 id="operator-feedback">{t('operator.tabFeedback')}</h2>
      <SelectField
        label={t('operator.statusFilter')}
        value={filter}
        options={FILTERS}
        labelOf={(f) => (f === 'all' ? t('operator.statusAll') : t(`operator.status${f}`))}
        onChange={setFilter}
      />
      {list.error ? <ErrorMessage error={list.error} /> : null}
      {list.data && items.length === 0 ? <p className="muted">{t('operator.noData')}</p> : null}
      <ul className="stack operator-inbox" data-testid="operator-feedback">
        {items.map((item) => (
          <FeedbackItem key={item.id} item={item} onAnswered={() => void list.refresh()} />
        ))}
      </ul>
      {list.data ? (
        <Pager pageNum={list.pageNum} totalPage={list.data.totalPage} onChange={list.setPageNum} />
      ) : null}
    </section>
  );
}

function FeedbackItem({ item, onAnswered }: { item: OpFeedback; onAnswered: () => void }) {
  const { t, i18n } = useTranslation();
  const [ack, setAck] = useState(item.ack ?? '');
  const [status, setStatus] = useState<number>(item.status === 0 ? 2 : item.status);
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await call('operatorFeedbackAnswer', { id: item.id, status, ack });
      toast.success(t('operator.answered'));
      onAnswered();
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card stack" data-id={item.id}>
      <p className="muted">
        {item.userName} · {formatTime(item.createTime, i18n.language)} · {item.statusText}
      </p>
      <p className="feedback-content">{item.content}</p>
      <form className="stack" onSubmit={(event) => void save(event)}>
        <TextAreaField
          label={t('operator.answer')}
          rows={3}
          value={ack}
          onChange={(e) => setAck(e.target.value)}
        />
        <SelectField
          label={t('operator.statusFilter')}
          value={status}
          options={[...STATUSES]}
          labelOf={(s) => t(`operator.status${s}`)}
          onChange={setStatus}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('operator.save')}
          </button>
        </div>
      </form>
    </li>
  );
}
