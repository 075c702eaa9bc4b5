import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { Dialog } from '../auth/dialog.tsx';
import { Spinner } from '../../ui/icons.tsx';
import type { Page } from './credits-api.ts';

/** One column of a records table. */
export interface RecordColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
}

/**
 * A paged list in a dialog (15 per page, the spec's 'No Data' when empty): credit change records,
 * membership order records, exchange-point records. Pages are fetched when shown.
 */
export function RecordsDialog<T>(props: {
  open: boolean;
  title: string;
  note?: string;
  columns: RecordColumn<T>[];
  fetchPage: (pageNum: number) => Promise<Page<T>>;
  rowKey: (row: T, index: number) => string;
  onClose: () => void;
  testId?: string;
}) {
  return props.open ? <OpenRecords {...props} /> : null;
}

function OpenRecords<T>(props: Parameters<typeof RecordsDialog<T>>[0]) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { fetchPage } = props;

  useEffect(() => {
    let live = true;
    setError(null);
    fetchPage(pageNum).then(
      (answer) => live && setPage(answer),
      (failure: unknown) =>
        live && setError(isApiError(failure) ? failure.message : t('credits.records.loadFailed')),
    );
    return () => {
      live = false;
    };
  }, [fetchPage, pageNum, t]);

  const pages = Math.max(1, page?.totalPage ?? 1);
  return (
    <Dialog
      open
      title={props.title}
      onClose={props.onClose}
      className="credits-dialog-wide"
      testId={props.testId}
    >
      {props.note ? <p className="muted">{props.note}</p> : null}
      {error ? (
        <p className="error-message" role="alert">
          {error}
        </p>
      ) : !page ? (
        <Spinner label={t('common.loading')} />
      ) : page.list.length === 0 ? (
        <p className="records-empty">{t('credits.records.noData')}</p>
      ) : (
        <div className="credits-table-wrap">
          <table className="credits-table">
            <thead>
              <tr>
                {props.columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.list.map((row, index) => (
                <tr key={props.rowKey(row, index)}>
                  {props.columns.map((column) => (
                    <td key={column.key}>{column.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && page.totalPage > 1 ? (
        <nav className="records-pager" aria-label={props.title}>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={pageNum <= 1}
            onClick={() => setPageNum((n) => n - 1)}
          >
            {t('credits.records.prev')}
          </button>
          <span aria-live="polite">{t('credits.records.page', { page: pageNum, pages })}</span>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={pageNum >= pages}
            onClick={() => setPageNum((n) => n + 1)}
          >
            {t('credits.records.next')}
          </button>
        </nav>
      ) : null}
    </Dialog>
  );
}
