import { TaskStatus, type Task, type TaskSubmitRequest } from '@toolbox/contracts';
import { ERR_NETWORK, isApiError } from '../../api/api-error.ts';
import { filesApi } from './files-api.ts';

/** How often a running task is asked about (the spec gives none for tasks; 1 s feels live). */
export const TASK_POLL_MS = 1_000;
/** Network failures in a row tolerated while polling before giving up. */
const POLL_NETWORK_TRIES = 5;

/** A task that ended with status -1; the message is the server's remark or status text. */
export class TaskFailedError extends Error {
  override name = 'TaskFailedError';
  constructor(readonly task: Task) {
    super(task.remark || task.statusText);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Polls /task/query until the task finishes (status 2: returned, with `resultDTO.fileId`) or
 * fails (status -1: TaskFailedError). `onUpdate` sees every answer, for the progress text and
 * count / total. A few network failures in a row are waited out; server errors end the wait.
 */
export async function waitForTask(
  id: string,
  options: { onUpdate?: (task: Task) => void; signal?: AbortSignal; intervalMs?: number } = {},
): Promise<Task> {
  const { onUpdate, signal, intervalMs = TASK_POLL_MS } = options;
  let networkFailures = 0;
  for (;;) {
    let task: Task;
    try {
      task = await filesApi.queryTask(id, { signal, silent: true });
      networkFailures = 0;
    } catch (error) {
      if (signal?.aborted) throw error;
      if (!isApiError(error) || error.code !== ERR_NETWORK || ++networkFailures >= POLL_NETWORK_TRIES) {
        throw error;
      }
      await sleep(intervalMs, signal);
      continue;
    }
    onUpdate?.(task);
    if (task.status === TaskStatus.done && task.resultDTO) return task;
    if (task.status === TaskStatus.failed) throw new TaskFailedError(task);
    await sleep(intervalMs, signal);
  }
}

/** Submits a task and waits for it (see {@link waitForTask}). */
export async function submitAndWait(
  request: TaskSubmitRequest,
  options: { onUpdate?: (task: Task) => void; signal?: AbortSignal; intervalMs?: number } = {},
): Promise<Task> {
  const { id } = await filesApi.submitTask(request, { signal: options.signal, silent: true });
  return waitForTask(id, options);
}
