import { TaskStatus, type Task } from '@toolbox/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import { FuncPayPanel } from '../../features/credits/index.ts';
import { FileDownload } from '../../features/files/file-download.tsx';
import { fileTipsResource } from '../../features/files/file-tips.ts';
import { filesApi } from '../../features/files/files-api.ts';
import { formatTime, Pager, RefreshButton } from '../../features/files/history-parts.tsx';
import { PAGE_SIZE, usePagedList } from '../../features/files/use-paged-list.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { functionsResource, funcName } from '../../queries/catalog-data.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import type { Locale } from '@toolbox/contracts';
import '../../features/files/files.css';

/** The spec's default api type of the task history (section 2). */
export const DEFAULT_API_TYPE = 'doc';

/**
 * The spec names api types by service ('doc'); the server files a task under its tool's category
 * code ('document'). The document service's tools are the document category's.
 */
const SERVER_API_TYPE: Record<string, string> = { doc: 'document' };

function TaskRow({ task, open, onToggle }: { task: Task; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation();
  const functions = functionsResource.use();
  const func = functions.data?.find((f) => f.code === task.funcCode);
  const name = func ? funcName(func, i18n.language as Locale) : task.funcCode;
  const { progressDTO: progress } = task;
  const finished = task.status === TaskStatus.done && task.resultDTO;
  return (
    <tr>
      <td data-label={t('files.taskHistory.function')}>{name}</td>
      <td data-label={t('files.taskHistory.status')}>{task.statusText}</td>
      <td data-label={t('files.taskHistory.progress')}>{progress.text || '-'}</td>
      <td data-label={t('files.taskHistory.count')}>
        {progress.totalCount > 0 ? `${progress.count}/${progress.totalCount}` : '-'}
      </td>
      <td data-label={t('files.history.remark')}>{task.remark || progress.remark || '-'}</td>
      <td data-label={t('files.history.time')}>{formatTime(task.createTime, i18n.language)}</td>
      <td>
        {finished ? (
          <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={onToggle}>
            {open ? t('files.history.hideFile') : t('files.history.viewFile')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** /task-history (needs login): the user's server tasks, 15 a page, filtered by funcCode and apiType. */
export function TaskHistoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('files.taskHistory.title'));
  const [params] = useSearchParams();
  const funcCode = params.get('funcCode') || undefined;
  const requested = params.get('apiType') || DEFAULT_API_TYPE;
  const apiType = SERVER_API_TYPE[requested] ?? requested;
  const [openId, setOpenId] = useState<string | null>(null);
  const keptDays = fileTipsResource.use().data;
  const list = usePagedList(
    (pageNum, signal) =>
      filesApi.taskPage({ pageNum, pageSize: PAGE_SIZE, qo: { funcCode, apiType } }, { signal }),
    `${funcCode ?? ''}|${apiType}`,
  );
  const tasks = list.data?.list ?? [];
  return (
    <div className="page stack">
      <header className="page-head history-head">
        <h1>{t('files.taskHistory.title')}</h1>
        <RefreshButton onRefresh={list.refresh} busy={list.loading} />
      </header>
      {list.error ? <ErrorMessage error={list.error} /> : null}
      <section className="card history-table-wrap" aria-busy={list.loading}>
        {list.data && tasks.length === 0 ? (
          <p className="muted">{t('files.history.noData')}</p>
        ) : (
          <table className="history-table">
            <thead>
              <tr>
                <th scope="col">{t('files.taskHistory.function')}</th>
                <th scope="col">{t('files.taskHistory.status')}</th>
                <th scope="col">{t('files.taskHistory.progress')}</th>
                <th scope="col">{t('files.taskHistory.count')}</th>
                <th scope="col">{t('files.history.remark')}</th>
                <th scope="col">{t('files.history.time')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('files.history.viewFile')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <Fragment key={task.id}>
                  <TaskRow
                    task={task}
                    open={openId === task.id}
                    onToggle={() => setOpenId(openId === task.id ? null : task.id)}
                  />
                  {openId === task.id && task.resultDTO ? (
                    <tr className="file-row">
                      <td colSpan={7}>
                        <FileDownload
                          fileId={task.resultDTO.fileId}
                          keptDays={keptDays}
                          renderPayment={(_file, reload) => (
                            <FuncPayPanel funcCode={task.funcCode} taskId={task.taskId} onPaid={reload} />
                          )}
                        />
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

export function TaskHistoryRoute() {
  return (
    <RequireLogin>
      <TaskHistoryPage />
    </RequireLogin>
  );
}
