import { TaskStatus, type Task } from '@toolbox/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import { fileTipsResource } from '../../features/files/file-tips.ts';
import { filesApi } from '../../features/files/files-api.ts';
import { formatTime } from '../../features/files/history-parts.tsx';
import { PAGE_SIZE, usePagedList } from '../../features/files/use-paged-list.ts';
import { functionsResource, funcName } from '../../queries/catalog-data.ts';
import type { Locale } from '@toolbox/contracts';
import { HistoryPage, PaidResultDownload, ViewFileButton } from '../history/history-page.tsx';

/** The spec's default api type of the task history (section 2). */
export const DEFAULT_API_TYPE = 'doc';

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
      <td>{finished ? <ViewFileButton open={open} onToggle={onToggle} /> : null}</td>
    </tr>
  );
}

/** /task-history (needs login): the user's server tasks, 15 a page, filtered by funcCode and apiType. */
export function TaskHistoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const funcCode = params.get('funcCode') || undefined;
  // Sent as the spec names it ('doc'); the server reads it as the document category.
  const apiType = params.get('apiType') || DEFAULT_API_TYPE;
  const keptDays = fileTipsResource.use().data;
  const list = usePagedList(
    (pageNum, signal) =>
      filesApi.taskPage({ pageNum, pageSize: PAGE_SIZE, qo: { funcCode, apiType } }, { signal }),
    `${funcCode ?? ''}|${apiType}`,
  );
  return (
    <HistoryPage
      title={t('files.taskHistory.title')}
      list={list}
      head={
        <>
          <th scope="col">{t('files.taskHistory.function')}</th>
          <th scope="col">{t('files.taskHistory.status')}</th>
          <th scope="col">{t('files.taskHistory.progress')}</th>
          <th scope="col">{t('files.taskHistory.count')}</th>
          <th scope="col">{t('files.history.remark')}</th>
          <th scope="col">{t('files.history.time')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('files.history.viewFile')}</span>
          </th>
        </>
      }
      columnCount={7}
      rowKey={(task) => task.id}
      renderRow={(task, open, toggle) => <TaskRow task={task} open={open} onToggle={toggle} />}
      renderFile={(task) =>
        task.resultDTO ? (
          <PaidResultDownload
            fileId={task.resultDTO.fileId}
            funcCode={task.funcCode}
            taskId={task.taskId}
            keptDays={keptDays}
          />
        ) : null
      }
    />
  );
}

export function TaskHistoryRoute() {
  return (
    <RequireLogin>
      <TaskHistoryPage />
    </RequireLogin>
  );
}
