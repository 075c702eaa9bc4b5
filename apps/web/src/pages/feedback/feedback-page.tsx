import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import { formatTime, Pager } from '../../features/files/history-parts.tsx';
import { usePagedList } from '../../features/files/use-paged-list.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { systemInfoResource } from '../../queries/system-info.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { TextAreaField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast-store.ts';
import '../../features/files/files.css';
import './feedback.css';

/** The longest feedback the server keeps (contracts: FEEDBACK_MAX_LENGTH; not imported, it brings zod). */
const MAX_LENGTH = 2000;

/** /feedback: signed-in users only (others go to /login). */
export function FeedbackRoute() {
  return (
    <RequireLogin>
      <FeedbackPage />
    </RequireLogin>
  );
}

/**
 * Feedback (in the cn edition the feature-request page): a text box and Submit ('submitted
 * successfully'), then the user's past feedback, 15 a page: content, time, status and the
 * administrator's answer or a dash. Visible only to the user and the administrator.
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const info = systemInfoResource.use().data;
  const cn = info?.edition === 'cn';
  const title = cn ? t('feedback.titleCn') : t('feedback.title');
  useDocumentTitle(title);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const list = usePagedList(
    (pageNum, signal) => call('feedbackPage', { pageNum, pageSize: 15 }, { signal, silent: true }),
    'feedback',
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) return setProblem(t('feedback.empty'));
    if (text.length > MAX_LENGTH) return setProblem(t('feedback.tooLong', { count: MAX_LENGTH }));
    setProblem(null);
    setSending(true);
    try {
      await call('feedbackSave', { content: text });
      toast.success(t('feedback.submitted'));
      setContent('');
      if (list.pageNum === 1) await list.refresh();
      else list.setPageNum(1);
    } catch {
      // the client has shown the server's message
    } finally {
      setSending(false);
    }
  };

  const records: Feedback[] = list.data?.list ?? [];
  return (
    <div className="page stack feedback-page">
      <header className="page-head">
        <h1>{title}</h1>
        <p className="lead">{cn ? t('feedback.leadCn') : t('feedback.lead')}</p>
      </header>
      <form className="card feedback-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          label={t('feedback.label')}
          placeholder={t('feedback.placeholder')}
          value={content}
          rows={6}
          maxLength={MAX_LENGTH}
          onChange={(event) => setContent(event.target.value)}
          hint={t('feedback.count', { used: content.trim().length, count: MAX_LENGTH })}
          aria-invalid={problem ? true : undefined}
        />
        {problem ? (
          <p className="form-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="feedback-actions">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {t('feedback.submit')}
          </button>
          {!cn && info?.contactEmail ? (
            <details className="feedback-contact">
              <summary className="btn btn-ghost">{t('feedback.contact')}</summary>
              <div className="feedback-contact-body">
                {t('feedback.contactText')} <a href={`mailto:${info.contactEmail}`}>{info.contactEmail}</a>
              </div>
            </details>
          ) : null}
        </div>
        <p className="muted feedback-private">{t('feedback.private')}</p>
      </form>
      <section
        className="card history-table-wrap"
        aria-busy={list.loading}
        aria-labelledby="feedback-history"
      >
        <h2 id="feedback-history">{t('feedback.history')}</h2>
        {list.error ? <ErrorMessage error={list.error} /> : null}
        {list.data && records.length === 0 ? (
          <p className="muted">{t('feedback.noData')}</p>
        ) : (
          <table className="history-table" data-testid="feedback-list">
            <thead>
              <tr>
                <th scope="col">{t('feedback.content')}</th>
                <th scope="col">{t('feedback.time')}</th>
                <th scope="col">{t('feedback.status')}</th>
                <th scope="col">{t('feedback.ack')}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.id}>
                  <td data-label={t('feedback.content')} className="feedback-content">
                    {record.content}
                  </td>
                  <td data-label={t('feedback.time')}>{formatTime(record.createTime, i18n.language)}</td>
                  <td data-label={t('feedback.status')}>{record.statusText}</td>
                  <td data-label={t('feedback.ack')} className="feedback-content">
                    {record.ack ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {list.data ? (
        <Pager pageNum={list.pageNum} totalPage={list.data.totalPage} onChange={list.setPageNum} />
      ) : null}
    </div>
  );
}
