import { useTranslation } from 'react-i18next';
import type { ServerTaskState } from './use-server-task.ts';

/** The progress line of a running server tool: hashing / uploading %, submitting, task progress. */
export function TaskProgress({ state }: { state: ServerTaskState }) {
  const { t } = useTranslation();
  let text: string;
  let value: number | undefined;
  let max = 100;
  let count: string | null = null;
  switch (state.phase) {
    case 'upload': {
      const key = state.step === 'hash' ? 'files.upload.hashing' : 'files.upload.uploading';
      text = t(key, { percent: state.percent });
      if (state.fileCount > 1)
        count = t('files.task.count', { count: state.fileIndex + 1, total: state.fileCount });
      value = state.percent;
      break;
    }
    case 'submit':
      text = t('files.task.submitting');
      break;
    case 'task': {
      const task = state.task;
      const progress = task?.progressDTO;
      text = progress?.text || task?.statusText || t('files.task.waiting');
      if (progress && progress.totalCount > 0) {
        count = t('files.task.count', { count: progress.count, total: progress.totalCount });
        value = progress.count;
        max = progress.totalCount;
      }
      break;
    }
    default:
      return null;
  }
  return (
    <div className="task-progress" role="status" aria-live="polite" data-testid="task-progress">
      <span>
        {text}
        {count ? <span className="muted"> · {count}</span> : null}
      </span>
      {/* Without a value the bar is indeterminate: waiting in the queue or submitting. */}
      <progress className="progress" max={max} value={value} aria-label={text} />
    </div>
  );
}
