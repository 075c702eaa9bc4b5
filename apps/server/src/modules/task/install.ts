import type { FastifyInstance } from 'fastify';
import { taskRoutes } from './routes.ts';
import { startTaskWorkers } from './workers.ts';

/**
 * Server tasks: the /task calls, and, once the app is ready and a job queue is present, the
 * conversion workers, the task recovery sweep and the hourly retention job. Needs the file module
 * first (`app.files`).
 */
export async function installTasks(app: FastifyInstance): Promise<void> {
  const ctx = app.files;
  await app.register(async (scope) => taskRoutes(scope, ctx));
  // TASK_WORKERS=0: this server only answers calls; `npm run worker` processes convert.
  if (!ctx.files.inProcessWorkers) return;
  let workers: { stop(): void } | null = null;
  app.addHook('onReady', async () => {
    if (app.jobs) workers = await startTaskWorkers(ctx, app.jobs, app.log);
  });
  app.addHook('onClose', async () => workers?.stop());
}
