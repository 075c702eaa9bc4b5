import type { FastifyInstance } from 'fastify';
import { defaultFilesConfig } from '../../config.ts';
import { createStorage } from '../storage/index.ts';
import { taskRoutes } from '../task/routes.ts';
import { startTaskWorkers } from '../task/workers.ts';
import type { FileContext } from './context.ts';
import { fileRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Storage, limits and clock of the file and task services. */
    files: FileContext;
  }
}

/**
 * File transfer and server tasks: the /file and /task calls, and, once the app is ready and a
 * job queue is present, the conversion worker, the task recovery sweep and the hourly retention job.
 * Needs `installAccounts` first (clock and optionalUser).
 */
export async function installFiles(app: FastifyInstance): Promise<void> {
  const files = app.config.files ?? defaultFilesConfig;
  const storage = createStorage(files, app.config.dataDir);
  const ctx: FileContext = { db: app.database.db, storage, files, clock: app.clock, log: app.log };
  app.decorate('files', ctx);
  await app.register(async (scope) => fileRoutes(scope, ctx));
  await app.register(async (scope) => taskRoutes(scope, ctx));

  // TASK_WORKERS=0: this server only answers calls; `npm run worker` processes convert.
  if (!files.inProcessWorkers) return;
  let workers: { stop(): void } | null = null;
  app.addHook('onReady', async () => {
    if (app.jobs) workers = await startTaskWorkers(ctx, app.jobs, app.log);
  });
  app.addHook('onClose', async () => workers?.stop());
}
