import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import { fileTipsResource } from '../../features/files/file-tips.ts';
import { filesApi } from '../../features/files/files-api.ts';
import { formatTime } from '../../features/files/history-parts.tsx';
import { PAGE_SIZE, usePagedList } from '../../features/files/use-paged-list.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { Spinner } from '../../ui/icons.tsx';
import { HistoryPage, PaidResultDownload, ViewFileButton } from '../history/history-page.tsx';

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
  return <PaidResultDownload fileId={fileId} funcCode={funcCode} taskId={taskId} keptDays={keptDays} />;
}

/**
 * /pay-func-history (needs login): the user's paid functions, 15 a page, with view-file, remark,
 * time, pay type, price (or a dash when paid in credits) and how many days files are kept.
 */
export function PayFuncHistoryPage() {
  const { t, i18n } = useTranslation();
  const keptDays = fileTipsResource.use().data;
  const cn = systemInfoResource.use().data?.edition === 'cn';
  const list = usePagedList(
    (pageNum, signal) => call('funcPayPage', { pageNum, pageSize: PAGE_SIZE }, { signal }),
    'all',
  );
  const price = (value: number | null) =>
    value === null ? '-' : t(cn ? 'files.payHistory.priceYuan' : 'files.payHistory.priceDollar', { value });
  return (
    <HistoryPage
      title={t('files.payHistory.title')}
      list={list}
      note={keptDays ? <p className="muted">{t('files.history.keptDays', { count: keptDays })}</p> : null}
      head={
        <>
          <th scope="col">{t('files.payHistory.file')}</th>
          <th scope="col">{t('files.history.remark')}</th>
          <th scope="col">{t('files.history.time')}</th>
          <th scope="col">{t('files.payHistory.payType')}</th>
          <th scope="col">{t('files.payHistory.price')}</th>
        </>
      }
      columnCount={5}
      rowKey={(record, index) => `${record.taskId}-${index}`}
      renderRow={(record, open, toggle) => (
        <tr>
          <td data-label={t('files.payHistory.file')}>
            <ViewFileButton open={open} onToggle={toggle} />
          </td>
          <td data-label={t('files.history.remark')}>{record.remark || '-'}</td>
          <td data-label={t('files.history.time')}>{formatTime(record.createTime, i18n.language)}</td>
          <td data-label={t('files.payHistory.payType')}>
            {record.payTypeText}
            {record.refunded ? (
              <span className="muted" data-testid="pay-refunded">
                {' · '}
                {t('files.payHistory.refunded')}
              </span>
            ) : null}
          </td>
          <td data-label={t('files.payHistory.price')}>{price(record.price)}</td>
        </tr>
      )}
      renderFile={(record) => (
        <RecordFile taskId={record.taskId} funcCode={record.funcCode} keptDays={keptDays} />
      )}
    />
  );
}

export function PayFuncHistoryRoute() {
  return (
    <RequireLogin>
      <PayFuncHistoryPage />
    </RequireLogin>
  );
}
