import type { Page } from '@toolbox/contracts';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FuncPayPanel } from '../../features/credits/index.ts';
import { FileDownload } from '../../features/files/file-download.tsx';
import { Pager, RefreshButton } from '../../features/files/history-parts.tsx';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { useDocumentTitle } from '../../shell/hooks.ts';
import '../../features/files/files.css';

/** What the shell needs of `usePagedList`'s answer. */
export interface HistoryList<T> {
  data: Page<T> | null;
  loading: boolean;
  error: unknown;
  pageNum: number;
  setPageNum: (page: number) => void;
  refresh: () => Promise<void>;
}

/** Toggles a record's file row: the header's 'View file' / 'Hide file' button. */
export function ViewFileButton(props: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-ghost" aria-expanded={props.open} onClick={props.onToggle}>
      {props.open ? t('files.history.hideFile') : t('files.history.viewFile')}
    </button>
  );
}

/** A paid task's result file; a result still watermarked (its payment did not go through) can be paid for here. */
export function PaidResultDownload(props: {
  fileId: string;
  funcCode: string;
  taskId: string;
  keptDays?: number;
}) {
  const { funcCode, taskId } = props;
  return (
    <FileDownload
      fileId={props.fileId}
      keptDays={props.keptDays}
      renderPayment={(_file, reload) => <FuncPayPanel funcCode={funcCode} taskId={taskId} onPaid={reload} />}
    />
  );
}

/**
 * A history page (task history, paid functions): title and refresh, an optional note, the error, a
 * table of one page of records where a record can open its file in a row under it, and the pager.
 */
export function HistoryPage<T>(props: {
  title: string;
  list: HistoryList<T>;
  note?: ReactNode;
  /** The header cells (`<th scope="col">`). */
  head: ReactNode;
  columnCount: number;
  rowKey: (record: T, index: number) => string;
  /** The record's `<tr>`; `toggle` opens or closes its file row. */
  renderRow: (record: T, open: boolean, toggle: () => void) => ReactNode;
  /** What the open file row shows, or null when the record has no file. */
  renderFile: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(props.title);
  const { list, rowKey } = props;
  const [openKey, setOpenKey] = useState<string | null>(null);
  const records = list.data?.list ?? [];
  return (
    <div className="page stack">
      <header className="page-head history-head">
        <h1>{props.title}</h1>
        <RefreshButton onRefresh={list.refresh} busy={list.loading} />
      </header>
      {props.note}
      {list.error ? <ErrorMessage error={list.error} /> : null}
      <section className="card history-table-wrap" aria-busy={list.loading}>
        {list.data && records.length === 0 ? (
          <p className="muted">{t('files.history.noData')}</p>
        ) : (
          <table className="history-table">
            <thead>
              <tr>{props.head}</tr>
            </thead>
            <tbody>
              {records.map((record, index) => {
                const key = rowKey(record, index);
                const open = openKey === key;
                const file = open ? props.renderFile(record) : null;
                return (
                  <Fragment key={key}>
                    {props.renderRow(record, open, () => setOpenKey(open ? null : key))}
                    {file ? (
                      <tr className="file-row">
                        <td colSpan={props.columnCount}>{file}</td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
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
