import type { Task, TaskResult } from '@toolbox/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../framework/abort.ts';
import { submitAndWait } from './run-task.ts';
import { uploadFile, type UploadPhase } from './upload.ts';

/** Where a server task stands, for the tool's progress line. */
export type ServerTaskState =
  | { phase: 'idle' }
  | { phase: 'upload'; step: UploadPhase; percent: number; fileIndex: number; fileCount: number }
  | { phase: 'submit' }
  | { phase: 'task'; task: Task | null }
  | { phase: 'done'; task: Task; result: TaskResult }
  | { phase: 'error'; error: unknown };

export interface ServerTaskRequest {
  funcCode: string;
  files: File[];
  options?: Record<string, unknown>;
  /**
   * Runs after the upload and before the submit, e.g. the credits feature's function-use check
   * (`useCreditsBeforeSubmit`). Resolving `false` stops the run quietly (the visitor declined or
   * was shown why not); throwing stops it with that error; `{useId}` is sent with the submit
   * (the server runs a priced function only with the use it granted).
   */
  beforeSubmit?: () => Promise<boolean | void | { useId?: string }>;
}

/**
 * Runs a server tool end to end: uploads the files (hash, then chunks, resumable), submits the
 * task, polls it, and ends with its `resultDTO`. `cancel()` stops whatever step is running;
 * unmounting cancels too. Only one run at a time: a new `run` cancels the previous one.
 */
export function useServerTask() {
  const [state, setState] = useState<ServerTaskState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  const run = useCallback(async (request: ServerTaskRequest): Promise<TaskResult | null> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const { signal } = own;
    const update = (next: ServerTaskState) => {
      if (controller.current === own) setState(next);
    };
    try {
      const fileIds: string[] = [];
      const fileCount = request.files.length;
      for (const [fileIndex, file] of request.files.entries()) {
        update({ phase: 'upload', step: 'hash', percent: 0, fileIndex, fileCount });
        fileIds.push(
          await uploadFile(file, {
            funcCode: request.funcCode,
            signal,
            onProgress: (step, done, total) =>
              update({
                phase: 'upload',
                step,
                percent: total ? Math.floor((done / total) * 100) : 100,
                fileIndex,
                fileCount,
              }),
          }),
        );
      }
      const go = await request.beforeSubmit?.();
      signal.throwIfAborted();
      if (go === false) {
        update({ phase: 'idle' });
        return null;
      }
      update({ phase: 'submit' });
      const useId = typeof go === 'object' ? go.useId : undefined;
      const task = await submitAndWait(
        { funcCode: request.funcCode, fileIds, options: request.options ?? {}, ...(useId ? { useId } : {}) },
        { signal, onUpdate: (next) => update({ phase: 'task', task: next }) },
      );
      const result = task.resultDTO!;
      update({ phase: 'done', task, result });
      return result;
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return null;
      update({ phase: 'error', error });
      return null;
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, []);

  return {
    state,
    run,
    cancel,
    busy: state.phase !== 'idle' && state.phase !== 'done' && state.phase !== 'error',
  };
}
