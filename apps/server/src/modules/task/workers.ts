import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../jobs/queue.ts';
import { probeConverterSandbox } from '../convert/sandbox.ts';
import type { FileContext } from '../file/context.ts';
import { RETENTION_QUEUE, sweepExpired } from '../file/retention.ts';
import { taskQueues } from '../../tasks/queues.ts';
import { JOB_RETRY_LIMIT } from './service.ts';
import { sweepWorkDirs } from './temp-dirs.ts';
import { recoverTasks, runTask, type TaskRunner } from './worker.ts';

/** How often a worker looks for tasks whose worker died. */
const RECOVER_EVERY_MS = 30_000;

/**
 * Starts the conversion worker, the recovery sweep and the hourly retention job on a started
 * queue: in the server process (embedded mode) or in `npm run worker` processes. `stop` kills the
 * running conversions, whose jobs go back to the queue for the next worker.
 */
export async function startTaskWorkers(
  ctx: FileContext,
  jobs: Jobs,
  log: FastifyBaseLogger,
): Promise<{ stop(): void }> {
  const stopping = new AbortController();
  const { files } = ctx;
  // Probed while the queues are registered rather than before: it runs commands, and the server's
  // start need not wait for them one after the other.
  const probe = probeConverterSandbox();
  const runner: TaskRunner = {
    ctx,
    programs: { sofficePath: files.sofficePath, pdftoppmPath: files.pdftoppmPath },
    queues: taskQueues(files),
    signal: stopping.signal,
  };
  // One worker per queue kind (office, media, ai), each running `concurrency` jobs at once.
  for (const queue of Object.values(runner.queues)) {
    await jobs.register<{ taskId: string }>(queue.name, (data) => runTask(runner, data.taskId), {
      pollingIntervalSeconds: 1,
      retryLimit: JOB_RETRY_LIMIT,
      concurrency: queue.concurrency,
    });
  }
  const sandbox = await probe;
  if (sandbox) log.info({ sandbox: sandbox.kind }, 'conversions run without network, tied to this process');
  else
    log.error(
      'no converter sandbox works here (unshare + setpriv, or bwrap): every conversion will be refused; install util-linux or bubblewrap and allow namespaces',
    );
  await jobs.hourly(RETENTION_QUEUE, () => sweepExpired(ctx));
  const recover = () =>
    recoverTasks(ctx, jobs).then(
      (n) => n > 0 && log.info({ recovered: n }, 'server tasks handed to the queue again'),
      (err: unknown) => log.error({ err }, 'task recovery failed'),
    );
  await recover();
  // Working directories of conversions killed with their process: those of dead processes at once.
  void sweepWorkDirs(Date.now(), 24 * 60 * 60 * 1000).then(
    (n) => n > 0 && log.info({ removed: n }, 'old conversion directories removed'),
    (err: unknown) => log.warn({ err }, 'could not sweep conversion directories'),
  );
  const timer = setInterval(() => void recover(), RECOVER_EVERY_MS);
  timer.unref();
  return {
    stop() {
      stopping.abort();
      clearInterval(timer);
    },
  };
}
