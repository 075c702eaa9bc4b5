import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { formatTime, Pager } from '../../features/files/history-parts.tsx';
import { usePagedList } from '../../features/files/use-paged-list.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { SearchField } from '../../ui/field.tsx';

const PAGE_SIZE = 20;

/** The audit log, newest first, 20 a page, optionally only the actions starting with some text. */
export function AuditPanel() {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState('');
  const list = usePagedList(
    (pageNum, signal) =>
      call('operatorAudit', { pageNum, pageSize: PAGE_SIZE, action }, { signal, silent: true }),
    `operator-audit:${action}`,
  );
  const entries: AuditEntry[] = list.data?.list ?? [];
  return (
    <section
      className="card stack history-table-wrap"
      aria-labelledby="operator-audit"
      aria-busy={list.loading}
    >
      <h2 id="operator-audit">{t('operator.tabAudit')}</h2>
      <SearchField label={t('operator.auditFilter')} value={action} onChange={setAction} />
      {list.error ? <ErrorMessage error={list.error} /> : null}
      {list.data && entries.length === 0 ? (
        <p className="muted">{t('operator.noData')}</p>
      ) : (
        <table className="history-table" data-testid="operator-audit">
          <thead>
            <tr>
              <th scope="col">{t('operator.at')}</th>
              <th scope="col">{t('operator.operatorName')}</th>
              <th scope="col">{t('operator.action')}</th>
              <th scope="col">{t('operator.target')}</th>
              <th scope="col">{t('operator.before')}</th>
              <th scope="col">{t('operator.after')}</th>
              <th scope="col">{t('operator.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatTime(entry.at, i18n.language)}</td>
                <td>{entry.operator}</td>
                <td>{entry.action}</td>
                <td>{entry.target}</td>
                <td>
                  <pre className="operator-json">{JSON.stringify(entry.before, null, 1)}</pre>
                </td>
                <td>
                  <pre className="operator-json">{JSON.stringify(entry.after, null, 1)}</pre>
                </td>
                <td>{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data ? (
        <Pager pageNum={list.pageNum} totalPage={list.data.totalPage} onChange={list.setPageNum} />
      ) : null}
    </section>
  );
}
