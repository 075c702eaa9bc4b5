import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useFileMoveButtons, useOrderedList } from '../ui/use-ordered-list.ts';
import { RunStatus } from './run-status.tsx';
import { ErrorMessage } from './tool-error.tsx';
import { useAbortableRun } from './use-abortable-run.ts';
import { useToolError } from './use-tool-error.ts';

/** How far a run is: `done` of `total` steps (pages, files, images). */
export type RunProgress = { done: number; total: number };

/** What a run's job is given: the signal Cancel aborts, and where to report progress. */
export interface RunContext {
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
}

/**
 * The run of a tool in one place: one run at a time (starting one aborts the one before), `busy` while
 * it works, its `progress`, `cancel()`, the error it threw (a cancellation is not an error) and its
 * `result`. `stale()` forgets the result and the error: call it when the input or an option changes.
 */
export function useToolRun<Result>() {
  const runs = useAbortableRun();
  const { error, setError, capture, clearError } = useToolError();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const stale = useCallback(() => {
    setResult(null);
    clearError();
  }, [clearError]);

  /**
   * Runs `job`, keeping its answer as the result (`undefined` keeps none). With `total`, the progress
   * bar shows 0 of `total` from the start; otherwise it appears with the job's first report.
   */
  const start = (job: (run: RunContext) => Promise<Result | undefined>, total?: number) =>
    capture(async () => {
      const abort = runs.start();
      setResult(null);
      setBusy(true);
      setProgress(total === undefined ? null : { done: 0, total });
      try {
        const answer = await job({
          signal: abort.signal,
          onProgress: (done, of) => setProgress({ done, total: of }),
        });
        if (answer !== undefined && !abort.signal.aborted) setResult(answer);
      } finally {
        // A newer run owns the busy state and the progress once it has started.
        if (runs.finish(abort)) {
          setBusy(false);
          setProgress(null);
        }
      }
    });

  return { busy, progress, result, error, start, cancel: runs.cancel, stale, setResult, setError, capture };
}

/** The run state {@link useToolRun} gives. */
export type ToolRun<Result> = ReturnType<typeof useToolRun<Result>>;

/** What the run row reads of a run. */
type RunView = Pick<ToolRun<unknown>, 'busy' | 'progress' | 'cancel'>;

/**
 * The input of a tool that takes several files in an order: the list (reordered by dragging a row of
 * `listRef` or by `moveBy(index, ±1)`, which announces the move and keeps keyboard focus on the moved
 * row). Every change calls `onChange` (stable; usually the run's `stale`).
 */
export function useFileList<Item extends { id: string; file: File }>(onChange: () => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const list = useOrderedList<Item>({ listRef, onChange });
  const { moveBy, announcement } = useFileMoveButtons({
    items: list.items,
    move: list.move,
    refocusIn: listRef,
  });
  return { ...list, listRef, moveBy, announcement };
}

/** The run button and what shows while it works. */
export interface RunAction {
  label: ReactNode;
  onRun: () => void;
  /** The button is disabled while this holds (and always while busy). */
  disabled?: boolean;
  /** The status text while busy, e.g. 'Merging 2 of 5…'. */
  status: string;
  /** The progress bar's accessible name. */
  progressLabel?: string;
  /** While busy, the status takes the button's place instead of standing beside it. */
  swap?: boolean;
  /** The class of the row around the button and the status. */
  className?: string;
  /** With `swap`, the class of a box around the status. */
  statusClassName?: string;
  /** No run row at all (e.g. before any file is picked). */
  hidden?: boolean;
}

/**
 * The run row: the run button and, while the run works, its status, progress bar and Cancel
 * ({@link RunStatus}); `children` follow in the row (a hint, the privacy line).
 */
export function RunBar(props: { run: RunView; action: RunAction; children?: ReactNode }) {
  const { run, action } = props;
  if (action.hidden) return null;
  const status = run.busy ? (
    <RunStatus
      status={action.status}
      progress={run.progress}
      progressLabel={action.progressLabel}
      onCancel={run.cancel}
    />
  ) : null;
  return (
    <div className={action.className}>
      {run.busy && action.swap ? null : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={run.busy || action.disabled}
          onClick={action.onRun}
        >
          {action.label}
        </button>
      )}
      {status && action.swap && action.statusClassName ? (
        <div className={action.statusClassName}>{status}</div>
      ) : (
        status
      )}
      {props.children}
    </div>
  );
}

/**
 * A tool in its usual order: `input` (the picker and what was picked), `options`, the run row with
 * progress and Cancel (`action`, with `beside` inside the row and `note` under it), then the run's
 * error and `results`.
 */
export function ToolTemplate<Result>(props: {
  className?: string;
  input: ReactNode;
  options?: ReactNode;
  run: ToolRun<Result>;
  action: RunAction;
  beside?: ReactNode;
  note?: ReactNode;
  results?: ReactNode;
}) {
  return (
    <div className={props.className ?? 'stack'}>
      {props.input}
      {props.options}
      <RunBar run={props.run} action={props.action}>
        {props.beside}
      </RunBar>
      {props.note}
      <ErrorMessage error={props.run.error} />
      {props.results}
    </div>
  );
}
