import { creditsPaths, type FuncPayRecord, type Page } from '@toolbox/contracts';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/client.ts';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import { FuncPayPanel } from '../../features/credits/index.ts';
import { FileDownload } from '../../features/files/file-download.tsx';
import { fileTipsResource } from '../../features/files/file-tips.ts';
import { filesApi } from '../../features/files/files-api.ts';
import { formatTime, Pager, RefreshButton } from '../../features/files/history-parts.tsx';
import { PAGE_SIZE, usePagedList } from '../../features/files/use-paged-list.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { systemInfoResource } from '../../queries/system-info.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Spinner } from '../../ui/icons.tsx';
import '../../features/files/files.css';

/** The result of a paid task: its fileId is looked up, then fetched by the download widget. */
function RecordFile(props: { taskId: string; funcCode: string; keptDays?: number }) {
  const { taskId, funcCode, keptDays } = props;
  const { t } = useTranslation();
  const [fileId, setFileId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    filesApi.queryTask(taskId, { signal: controller.signal, silent: true }).then(
      (task) => (task.resultDTO ? setFileId(task.resultDTO.fileId) : setFailed(true)),
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [taskId]);
  if (failed) return <p className="muted">{t('files.payHistory.viewFailed')}</p>;
  if (!fileId) return <Spinner label={t('files.download.loading')} size={22} />;
  // A result still watermarked (its payment did not go through) can be paid for here.
  return (
    <FileDownload
      fileId={fileId}
      keptDays={keptDays}
      renderPayment={(_file, reload) => <FuncPayPanel funcCode={funcCode} taskId={taskId} onPaid={reload} />}
    />
  );
}

/**
 * /pay-func-history (needs login): the user's paid functions, 15 a page, with view-file, remark,
 * time, pay type, price (or a dash when paid in credits) and how many days files are kept.
 */
export function PayFuncHistoryPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('files.payHistory.title'));
  const [open, setOpen] = useState<number | null>(null);
  const keptDays = fileTipsResource.use().data;
  const cn = systemInfoResource.use().data?.edition === 'cn';
  const list = usePagedList(
    (pageNum, signal) =>
      post<Page<FuncPayRecord>>(creditsPaths.funcPayPage, { pageNum, pageSize: PAGE_SIZE }, { signal }),
    'all',
  );
  const records = list.data?.list ?? [];
  const price = (value: number | null) =>
    value === null ? '-' : t(cn ? 'files.payHistory.priceYuan' : 'files.payHistory.priceDollar', { value });
  return (
    <div className="page stack">
      <header className="page-head history-head">
        <h1>{t('files.payHistory.title')}</h1>
        <RefreshButton onRefresh={list.refresh} busy={list.loading} />
      </header>
      {keptDays ? <p className="muted">{t('files.history.keptDays', { count: keptDays })}</p> : null}
      {list.error ? <ErrorMessage error={list.error} /> : null}
      <section className="card history-table-wrap" aria-busy={list.loading}>
        {list.data && records.length === 0 ? (
          <p className="muted">{t('files.history.noData')}</p>
        ) : (
          <table className="history-table">
            <thead>
              <tr>
                <th scope="col">{t('files.payHistory.file')}</th>
                <th scope="col">{t('files.history.remark')}</th>
                <th scope="col">{t('files.history.time')}</th>
                <th scope="col">{t('files.payHistory.payType')}</th>
                <th scope="col">{t('files.payHistory.price')}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((record, index) => (
                <Fragment key={`${record.taskId}-${index}`}>
                  <tr>
                    <td data-label={t('files.payHistory.file')}>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        aria-expanded={open === index}
                        onClick={() => setOpen(open === index ? null : index)}
                      >
                        {open === index ? t('files.history.hideFile') : t('files.history.viewFile')}
                      </button>
                    </td>
                    <td data-label={t('files.history.remark')}>{record.remark || '-'}</td>
                    <td data-label={t('files.history.time')}>
                      {formatTime(record.createTime, i18n.language)}
                    </td>
                    <td data-label={t('files.payHistory.payType')}>{record.payTypeText}</td>
                    <td data-label={t('files.payHistory.price')}>{price(record.price)}</td>
                  </tr>
                  {open === index ? (
                    <tr className="file-row">
                      <td colSpan={5}>
                        <RecordFile taskId={record.taskId} funcCode={record.funcCode} keptDays={keptDays} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
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

export function PayFuncHistoryRoute() {
  return (
    <RequireLogin>
      <PayFuncHistoryPage />
    </RequireLogin>
  );
}
