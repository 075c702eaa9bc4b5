import type { FastifyInstance } from 'fastify';
import { taskRoutes } from './routes.ts';
import { startTaskWorkers } from './workers.ts';

/**
 * Server tasks: the /task calls, and, once the app is ready and a job queue is present, the
 * conversion workers, the task recovery sweep and the hourly retention job (started then, while the
 * server already answers). Needs the file module first (`app.files`).
 */
export async function installTasks(app: FastifyInstance): Promise<void> {
  const ctx = app.files;
  await app.register(async (scope) => taskRoutes(scope, ctx));
  // TASK_WORKERS=0: this server only answers calls; `npm run worker` processes convert.
  if (!ctx.files.inProcessWorkers) return;
  const jobs = app.jobs;
  if (!jobs) return;
  let workers: Promise<{ stop(): void } | null> = Promise.resolve(null);
  app.addHook('onReady', async () => {
    // Not awaited: the server answers while the workers register (queue checks, first polls, the
    // sandbox probe: about 0.4 s of a start on PGlite). A task sent meanwhile waits in its queue.
    workers = startTaskWorkers(ctx, jobs, app.log).catch((err: unknown) => {
      app.log.error({ err }, 'task workers did not start: server tasks wait in their queues');
      return null;
    });
  });
  app.addHook('onClose', async () => (await workers)?.stop());
}
