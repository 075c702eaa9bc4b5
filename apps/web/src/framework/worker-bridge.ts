import { abortError } from './abort.ts';
import { WorkerError, type WorkerResponseMessage } from './worker-protocol.ts';

export interface RunOptions {
  /** Aborting a running call terminates the worker; a queued call is just dropped. */
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** Buffers to move into the worker instead of copying them. */
  transfer?: Transferable[];
}

export interface WorkerBridge<Req, Res> {
  run(req: Req, opts?: RunOptions): Promise<Res>;
  /** Stops the worker now; pending calls reject with an AbortError. */
  terminate(): void;
}

interface Job<Req, Res> {
  id: number;
  req: Req;
  opts: RunOptions;
  resolve: (value: Res) => void;
  reject: (error: unknown) => void;
  detach: () => void;
}

/** Default idle time before a worker is stopped to give its memory back. */
export const DEFAULT_IDLE_MS = 30_000;

/**
 * Main-thread side of a tool worker, after Squoosh's bridge: one worker, created on the first
 * call, runs one call at a time (the rest wait in order). Aborting the running call terminates
 * the worker, because a busy worker cannot be interrupted; the next call starts a fresh one.
 * A worker idle for `idleMs` is terminated too.
 *
 * Pair it with `exposeWorker` in the worker module:
 * `createWorkerBridge<Req, Res>(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }))`.
 */
export function createWorkerBridge<Req, Res>(
  factory: () => Worker,
  options: { idleMs?: number } = {},
): WorkerBridge<Req, Res> {
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  let worker: Worker | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let current: Job<Req, Res> | null = null;
  const queue: Job<Req, Res>[] = [];
  let nextId = 1;

  const clearIdle = () => {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
  };

  const kill = () => {
    clearIdle();
    if (!worker) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.onmessageerror = null;
    worker.terminate();
    worker = null;
  };

  const settle = (job: Job<Req, Res>) => {
    job.detach();
    if (current === job) current = null;
    pump();
  };

  const failCurrent = (error: Error) => {
    const job = current;
    kill(); // a worker that crashed or sent garbage is not trusted with the next call
    if (!job) return;
    job.reject(error);
    settle(job);
  };

  const onMessage = (event: MessageEvent) => {
    const msg = event.data as WorkerResponseMessage<Res>;
    const job = current;
    if (!job || msg.id !== job.id) return;
    if (msg.type === 'progress') {
      job.opts.onProgress?.(msg.done, msg.total);
    } else if (msg.type === 'result') {
      job.resolve(msg.result);
      settle(job);
    } else if (msg.type === 'error') {
      job.reject(new WorkerError(msg.error));
      settle(job);
    }
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const w = factory();
    w.onmessage = onMessage;
    w.onerror = (event: ErrorEvent) => {
      event.preventDefault?.();
      failCurrent(
        new WorkerError({ message: event.message || 'Worker error', name: 'Error', code: 'worker_crashed' }),
      );
    };
    w.onmessageerror = () =>
      failCurrent(
        new WorkerError({
          message: 'Worker message could not be read',
          name: 'Error',
          code: 'worker_crashed',
        }),
      );
    worker = w;
    return w;
  };

  function pump() {
    if (current) return;
    const job = queue.shift();
    if (!job) {
      clearIdle();
      if (worker) idleTimer = setTimeout(kill, idleMs);
      return;
    }
    clearIdle();
    current = job;
    try {
      ensureWorker().postMessage({ id: job.id, req: job.req }, job.opts.transfer ?? []);
    } catch (error) {
      job.reject(error);
      settle(job);
    }
  }

  const abort = (job: Job<Req, Res>, reason: unknown) => {
    const queued = queue.indexOf(job);
    if (queued >= 0) {
      queue.splice(queued, 1);
      job.detach();
      job.reject(abortError(reason));
      return;
    }
    if (current === job) {
      kill();
      job.reject(abortError(reason));
      settle(job);
    }
  };

  return {
    run(req, opts = {}) {
      return new Promise<Res>((resolve, reject) => {
        const { signal } = opts;
        if (signal?.aborted) {
          reject(abortError(signal.reason));
          return;
        }
        const job: Job<Req, Res> = { id: nextId++, req, opts, resolve, reject, detach: () => {} };
        if (signal) {
          const onAbort = () => abort(job, signal.reason);
          signal.addEventListener('abort', onAbort, { once: true });
          job.detach = () => signal.removeEventListener('abort', onAbort);
        }
        queue.push(job);
        pump();
      });
    },
    terminate() {
      kill();
      const pending = current ? [current, ...queue] : [...queue];
      current = null;
      queue.length = 0;
      for (const job of pending) {
        job.detach();
        job.reject(abortError());
      }
    },
  };
}
