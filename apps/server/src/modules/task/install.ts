import type { FastifyInstance } from 'fastify';
import { taskRoutes } from './routes.ts';
import { startAfterReady } from '../../jobs/after-ready.ts';
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
  // A task sent before the workers have registered waits in its queue.
  startAfterReady(
    app,
    'task workers',
    () => startTaskWorkers(ctx, jobs, app.log),
    (workers) => workers.stop(),
  );
}
