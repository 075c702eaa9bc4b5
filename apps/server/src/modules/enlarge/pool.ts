import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ConvertError } from '../convert/run.ts';
import type { Scale, Upscaler } from './models.ts';
import type { TileRequest, WorkerMessage } from './tile-worker.ts';

/**
 * Threads that run enlarge tiles: `ENLARGE_THREADS`, else 2, never more than the cores
 * (os.availableParallelism()); 1 runs the model in the calling thread (no pool).
 */
export function enlargeThreads(env: NodeJS.ProcessEnv = process.env): number {
  const cores = availableParallelism();
  const asked = Number.parseInt(env.ENLARGE_THREADS ?? '', 10);
  return Math.max(1, Math.min(cores, Number.isFinite(asked) ? asked : 2));
}

interface Job {
  request: TileRequest;
  resolve: (output: Float32Array) => void;
  reject: (error: Error) => void;
}

/**
 * Worker threads that each load the model of one scale once and run one tile at a time; `run`
 * queues a tile for the next free thread. When a thread fails (an error, or it exits), every
 * thread is stopped and every pending tile rejects with that error; `close` stops them all too.
 */
export class TilePool implements Upscaler {
  private readonly busy = new Map<Worker, Job>();
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private failure: Error | undefined;
  private nextId = 0;

  private constructor(
    readonly scale: Scale,
    private readonly workers: Worker[],
  ) {}

  /** Starts `threads` workers and waits until each has its model (rejects if one fails). */
  static async open(scale: Scale, threads: number): Promise<TilePool> {
    const workers = Array.from(
      { length: threads },
      () => new Worker(new URL('./tile-worker.mjs', import.meta.url), { workerData: { scale } }),
    );
    const pool = new TilePool(scale, workers);
    const ready = workers.map((worker) => pool.watch(worker));
    try {
      await Promise.all(ready);
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  /** Wires a worker's events; resolves once its model is loaded. */
  private watch(worker: Worker): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          this.idle.push(worker);
          resolve();
        } else {
          const job = this.busy.get(worker);
          this.busy.delete(worker);
          this.idle.push(worker);
          job?.resolve(message.output);
        }
        this.pump();
      });
      const fail = (error: Error) => {
        reject(error);
        this.fail(error);
      };
      worker.on('error', (error) =>
        fail(new ConvertError('convertFailed', `an enlarge worker failed: ${error.message}`)),
      );
      worker.on('exit', (code) =>
        fail(new ConvertError('convertFailed', `an enlarge worker stopped (exit code ${code})`)),
      );
    });
  }

  private pump(): void {
    while (!this.failure && this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      const { buffer, byteLength } = job.request.input;
      const own = buffer instanceof ArrayBuffer && byteLength === buffer.byteLength;
      worker.postMessage(job.request, own ? [buffer] : []); // handed over, not copied
    }
  }

  /** Stops every thread and rejects every pending tile with `error` (the first failure wins). */
  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const job of [...this.busy.values(), ...this.queue]) job.reject(error);
    this.busy.clear();
    this.queue.length = 0;
    for (const worker of this.workers) void worker.terminate();
  }

  /** Enlarges one tile on the next free thread (`input` is handed over: do not reuse it). */
  run(input: Float32Array, width: number, height: number): Promise<Float32Array> {
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.queue.push({ request: { id: this.nextId++, input, width, height }, resolve, reject });
      this.pump();
    });
  }

  /** Stops every thread (pending tiles reject); resolves once they have all exited. */
  async close(): Promise<void> {
    this.fail(new ConvertError('interrupted', 'the enlarge workers were stopped'));
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  /** Threads still running (for tests: none once closed or failed). */
  get threadIds(): number[] {
    return this.workers.map((worker) => worker.threadId).filter((id) => id >= 0);
  }
}
